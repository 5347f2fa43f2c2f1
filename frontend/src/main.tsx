import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import '@fontsource-variable/inter/wght.css';
import './styles/index.css';
import { Providers } from './app/providers';
import { createRouter } from './app/router';

const router = createRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// A transition lets React render the first page in small slices instead of one long task, so the
// main thread stays responsive while the page is built (Total Blocking Time).
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
