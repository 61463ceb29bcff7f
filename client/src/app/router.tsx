import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { routes } from './routes';

/**
 * Loads the code of the routes matching `pathname` and writes it into the route objects, so the
 * router starts with the page ready. Hydration needs this: the first client render must be the
 * prerendered page, not a loading state.
 */
export async function loadMatchedRoutes(pathname: string, table: RouteObject[] = routes): Promise<void> {
  const matches = matchRoutes(table, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** Whether the browser's own route for `pathname` is the Not Found page ('*'). */
export function isNotFoundRoute(pathname: string, table: RouteObject[] = routes): boolean {
  return matchRoutes(table, pathname)?.at(-1)?.route.path === '*';
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
