// Mantine's styles per component: the signed-out routes' here, the signed-in shell's with its chunk
// (layouts/portal-shell.tsx), the toasts' with theirs (toasts/toasts.tsx).
import './styles/mantine-open.css';
import './styles/brand.css';
import './styles/forms.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createApolloClient } from './apollo/apollo-client.ts';
import { createOperationTracker } from './apollo/operation-tracker.ts';
import { applyFavicon, readBranding } from './branding/branding-storage.ts';
import { Providers } from './providers.tsx';
import { createRoutes } from './router/routes.tsx';
import { sessionEvents } from './session/session-events.ts';

applyFavicon(readBranding()?.favicon);

const operations = createOperationTracker();
const client = createApolloClient(
  sessionEvents(
    () => client,
    () => router,
  ),
  operations,
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
