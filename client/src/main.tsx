// Fonts are bundled (the server's CSP allows font-src 'self' only); each file carries all weights.
import '@fontsource-variable/inter';
import '@fontsource-variable/oswald';
// Italic only: quotes and testimonials; the file is fetched only by pages that show one.
import '@fontsource-variable/playfair-display/wght-italic.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, loadMatchedRoutes } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Start-up runs in several short tasks rather than one long one, so a phone stays responsive
// (and Lighthouse's Total Blocking Time stays low) while the page comes to life.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement): Promise<void> {
  // The page's own chunk is already preloaded by the prerendered HTML: this is usually instant.
  const ready = await loadMatchedRoutes(window.location.pathname).then(
    () => true,
    // A chunk that failed to load: render from scratch, the route's error screen offers a reload.
    () => false,
  );
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // Prerendered pages (public routes) are hydrated; the others start from the empty app shell.
  if (ready && root.firstElementChild) {
    hydrateRoot(root, app);
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

void start(container);
