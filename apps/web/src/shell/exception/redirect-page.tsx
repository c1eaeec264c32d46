import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { HOME_PATH } from '@/core/routing/paths';
import { tabsStore } from '@/shell/tabs/tabs-store';
import { PageLoading } from './page-loading';

/**
 * /redirect/<path>?<query> (spec 001 §2): reopens <path> afresh — its kept-alive copy is dropped, so
 * the page mounts again and reloads its data — and replaces this address with it.
 */
export function RedirectPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const rest = useParams()['*'] ?? '';
  useEffect(() => {
    const pathname = rest ? `/${rest.replace(/^\/+/, '')}` : HOME_PATH;
    tabsStore.refresh(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
    void navigate(`${pathname}${search}`, { replace: true });
  }, [navigate, rest, search]);
  return <PageLoading />;
}
