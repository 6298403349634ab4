// Mantine's styles per component: the signed-out routes' here, the signed-in shell's with its chunk
// (layouts/portal-shell.tsx), the toasts' with theirs (toasts/toasts.tsx, loaded by the shell).
import './styles/mantine-open.css';
import './styles/brand.css';
import './styles/forms.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createClientHandle } from '../lib/apollo/client-handle.ts';
import { createOperationTracker } from './apollo/operation-tracker.ts';
import { applyFavicon, readBranding } from './branding/branding-storage.ts';
import { Providers } from './providers.tsx';
import { createRoutes } from './router/routes.tsx';

applyFavicon(readBranding()?.favicon);

const operations = createOperationTracker();
// Apollo loads with the first signed-in route (its guard awaits it), never on the signed-out pages.
const client = createClientHandle(() =>
  import('./apollo/portal-client.ts').then((m) => m.createPortalClient(client, () => router, operations)),
);
const router = createBrowserRouter(createRoutes(client));

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <Providers client={client} operations={operations}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
