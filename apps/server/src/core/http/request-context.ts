import type { Locale } from '@tradewind/contract/common/messages';
import type { Db } from '@/core/db/database';

/** Data scope of a staff member's widest role: 1 all stores, 2 own stores, 3 own department and below, 4 own records. */
export type DataScope = 1 | 2 | 3 | 4;

export type StaffSession = {
  tokenId: number;
  staffId: number;
  tenantId: number;
  name: string;
  deptId: number | null;
  timeZone: string;
  permissions: ReadonlySet<string>;
  isSuper: boolean;
  dataScope: DataScope;
  storeIds: readonly number[];
};

/** What every authenticated handler receives: the tenant-bound transaction and who is asking. */
export type RequestContext = {
  db: Db;
  session: StaffSession;
  tenantId: number;
  staffId: number;
  /** the CurrStoreId header, already checked against the staff's stores */
  storeId: number | null;
  /** the CurrStoreId header as sent, unchecked (the store switcher marks it selected) */
  requestedStoreId: number | null;
  locale: Locale;
  ip: string;
  requestId: string;
  /** what the action log should name as the target when it is not the answer's or input's id */
  audit: { targetType?: string; targetId?: string | number };
};

/** What a public handler receives: a transaction with the owner's rights and no tenant. */
export type PublicContext = {
  db: Db;
  locale: Locale;
  ip: string;
  requestId: string;
  userAgent: string | null;
};
