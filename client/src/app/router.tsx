import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { routes } from './routes';

/**
 * Loads the code of the routes matching `pathname` and writes it into the route objects, so the
 * router starts with the page ready. Hydration needs this: the first client render must be the
 * prerendered page, not a loading state. Answers whether the page is the Not Found route ('*').
 */
export async function loadMatchedRoutes(pathname: string, table: RouteObject[] = routes): Promise<boolean> {
  const matches = matchRoutes(table, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  return matches.at(-1)?.route.path === '*';
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
