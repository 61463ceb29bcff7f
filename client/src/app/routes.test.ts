import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_REDIRECTS, PAGE_ROUTES } from '@shared/routes';
import { routes } from './routes';

function paths(list: RouteObject[], base = ''): string[] {
  return list.flatMap((route) => {
    const here = route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path}`;
    const own = route.path !== undefined || route.index ? [here || '/'] : [];
    return [...own, ...paths(route.children ?? [], here)];
  });
}

describe('client routes', () => {
  it('cover the route table exactly, plus the typed-in redirects and the catch-all 404', () => {
    const client = new Set(paths(routes));
    expect(client).toEqual(new Set([...PAGE_ROUTES, ...Object.keys(PAGE_REDIRECTS), '/*']));
  });

  it('load every page lazily', () => {
    const pages = (list: RouteObject[]): RouteObject[] =>
      list.flatMap((r) => [...((r.path !== undefined && r.path !== '/') || r.index ? [r] : []), ...pages(r.children ?? [])]);
    for (const route of pages(routes)) expect(route.lazy, route.path ?? 'index').toBeTypeOf('function');
  });
});

describe('lazy page modules', () => {
  // Each lazy route resolves to a component (the type check covers the import path and the export).
  const lazyRoutes = (list: RouteObject[]): RouteObject[] => list.flatMap((r) => [...(typeof r.lazy === 'function' ? [r] : []), ...lazyRoutes(r.children ?? [])]);

  const cases = lazyRoutes(routes).map((route) => [route.path ?? (route.index ? 'index' : 'layout'), route] as const);

  it.each(cases)(
    '%s loads a component',
    async (_path, route) => {
      if (typeof route.lazy !== 'function') throw new Error('not a lazy route');
      const { Component } = await route.lazy();
      expect(['function', 'object']).toContain(typeof Component);
      expect(Component).not.toBeNull();
    },
    // A limit for a module that never loads, not a speed target: the first import transforms the whole
    // admin area (about 5 s alone), and took over 20 s on a CI machine also running the Node 24 suite.
    120_000,
  );
});
