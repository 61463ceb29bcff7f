// Fonts are bundled (the server's CSP allows font-src 'self' only); each file carries all weights.
import '@fontsource-variable/inter';
import '@fontsource-variable/oswald';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
