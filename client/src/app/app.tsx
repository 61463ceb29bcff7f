import { RouterProvider, type DataRouter } from 'react-router';
import { AppProvider } from './provider';

/**
 * The whole app around a router: the browser router in main.tsx, a memory router when pages are
 * prerendered (entry-server.tsx). Both render this same tree, so the HTML hydrates exactly.
 */
export function App({ router }: { router: DataRouter }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
