import { Space } from 'antd';
import type { QueryParams } from '@/core/http/http-client';
import { ExportButton } from '@/modules/common';
import { ImportButton } from '@/modules/system';

/**
 * An account list's buttons: opening balances come in from a file (the import centre's 期初余额), for who
 * may adjust the accounts, and the export of the rows shown.
 */
export function AccountListActions({ entity, exportProps }: { entity: 'customer_account' | 'finance_prepay_account'; exportProps: { path: string; query: QueryParams } }) {
  return (
    <Space>
      <ImportButton kind="fms.opening_balance" permission={`fms:${entity}:finance_adjust`} />
      <ExportButton permission={`fms:${entity}:export`} {...exportProps} />
    </Space>
  );
}
