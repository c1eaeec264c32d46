import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import 'antd/dist/reset.css';
import '@/app/global.css';
import { ApiErrorHandler } from '@/app/api-error-handler';
import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

/**
 * End-to-end hook, beside the http client's (core/http/http-client.ts): with the harness's flag set before
 * the app loads, a test moves to another page the way a link in the app does (the router's own navigation,
 * no reload) instead of loading the whole app again, which cost a browser about six times as much CPU.
 * Nothing in the app sets the flag: in normal use nothing is exposed.
 */
type NavigateHookWindow = { __twTestHooks?: boolean; __twNavigate?: (to: string) => Promise<void> };
if ((window as unknown as NavigateHookWindow).__twTestHooks === true) (window as unknown as NavigateHookWindow).__twNavigate = (to) => router.navigate(to);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <ApiErrorHandler router={router} />
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
