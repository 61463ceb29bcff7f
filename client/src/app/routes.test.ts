import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '@shared/routes';
import { routes } from './routes';

function paths(list: RouteObject[], base = ''): string[] {
  return list.flatMap((route) => {
    const here = route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path}`;
    const own = route.path !== undefined || route.index ? [here || '/'] : [];
    return [...own, ...paths(route.children ?? [], here)];
  });
}

describe('client routes', () => {
  it('cover the route table exactly, plus the catch-all 404', () => {
    const client = new Set(paths(routes));
    expect(client).toEqual(new Set([...PAGE_ROUTES, '/*']));
  });

  it('load every page lazily', () => {
    const pages = (list: RouteObject[]): RouteObject[] =>
      list.flatMap((r) => [...((r.path !== undefined && r.path !== '/') || r.index ? [r] : []), ...pages(r.children ?? [])]);
    for (const route of pages(routes)) expect(route.lazy, route.path ?? 'index').toBeTypeOf('function');
  });
});
