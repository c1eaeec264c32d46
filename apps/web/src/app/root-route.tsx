import { Outlet } from 'react-router';
import { DocumentTitle } from '@/core/routing/document-title';

export function RootRoute() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}
