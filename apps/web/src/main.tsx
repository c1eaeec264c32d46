import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import 'antd/dist/reset.css';
import '@/app/global.css';
import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { installSessionExpiry } from '@/app/session-expiry';

const queryClient = createQueryClient();
const router = createAppRouter();
installSessionExpiry(router, queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
