import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Flex, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorCode } from '@tradewind/contract/common/error-codes';
import { DEFAULT_TITLE_SUFFIX } from '@tradewind/contract/system/setting.constants';
import { ApiError } from '@/core/http/http-error';
import { useI18n } from '@/core/i18n/use-i18n';
import { exceptionPathFor, INITIALIZATION_PATH } from '@/core/routing/paths';
import { setTitleSuffix } from '@/core/routing/title-suffix';
import { getStoreId, hasSession, setStoreId } from '@/core/session/session-cookie';
import { SessionContext, type Session } from '@/core/session/session-context';
import { parseStoreId, selectStore } from '@/core/session/store-selection';
import { useAuthInfoQuery } from '@/modules/system';
import { useStoreOptionsQuery, useSystemSettingQuery, useTenantQuery } from './session.api';

/** Spec 001 §2 / §9: the loading mask clears itself after 20 s at most. */
export const LOADING_MASK_MAX_MS = 20_000;

/** Errors the app-wide handler already acts on by logging out and reloading: no exception page for them. */
function endsSession(error: unknown): boolean {
  return error instanceof ApiError && (error.httpStatus === 401 || error.code === ErrorCode.sessionEnded);
}

/**
 * Starts the session inside the main shell: staff info, then tenant info, then the store (spec 001 §2,
 * spec 000 §2 "store selection on load"). Failures go to the exception page with the message; a tenant
 * that has not finished its first-run wizard goes there first.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const info = useAuthInfoQuery();
  const tenant = useTenantQuery(info.isSuccess);
  const stores = useStoreOptionsQuery(tenant.isSuccess && tenant.data.is_initialized === 1);
  const setting = useSystemSettingQuery(info.isSuccess);
  const queryStoreId = parseStoreId(searchParams.get('store_id'));
  // Read once per store list: later address changes (store_id dropped while navigating) keep the store.
  const [wanted] = useState(() => ({ queryStoreId, cookieStoreId: getStoreId() }));

  const selection = useMemo(() => (stores.data ? selectStore(stores.data, wanted) : null), [stores.data, wanted]);
  const failure = info.error ?? tenant.error ?? stores.error;
  const mustInitialize = tenant.data?.is_initialized === 0;

  useEffect(() => {
    if (failure) {
      if (!endsSession(failure)) void navigate(exceptionPathFor(failure.message || t('shell.session_failed')), { replace: true });
    } else if (mustInitialize) {
      void navigate(INITIALIZATION_PATH, { replace: true });
    } else if (selection && !selection.ok) {
      void navigate(exceptionPathFor(t('common.store_not_authorised')), { replace: true });
    }
  }, [failure, mustInitialize, selection, navigate, t]);

  const titleSuffix = setting.data?.title_suffix || DEFAULT_TITLE_SUFFIX;
  useEffect(() => {
    setTitleSuffix(titleSuffix);
  }, [titleSuffix]);

  const session = useMemo<Session | null>(() => {
    if (!info.data || !tenant.data || !stores.data || !selection?.ok) return null;
    return { me: info.data, tenant: tenant.data, stores: stores.data, store: selection.store, titleSuffix };
  }, [info.data, tenant.data, stores.data, selection, titleSuffix]);

  // The store cookie must hold the chosen store before any page's store-scoped call goes out, i.e.
  // before the children below render; writing the same value again is harmless. Not once the token is
  // gone (logout renders the shell one last time).
  if (session && hasSession() && getStoreId() !== session.store.id) setStoreId(session.store.id);

  if (!session) return <LoadingMask />;
  return <SessionContext value={session}>{children}</SessionContext>;
}

/** Full-screen spinner while the session starts; gone after 20 s even if a call hangs. */
function LoadingMask() {
  const { t } = useI18n();
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setExpired(true), LOADING_MASK_MAX_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (expired) return null;
  return (
    <Flex align="center" justify="center" style={{ position: 'fixed', inset: 0, background: '#f5f7fa', zIndex: 1000 }} data-testid="session-loading">
      <Spin size="large" description={t('app.loading')} />
    </Flex>
  );
}
