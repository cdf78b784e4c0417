// The route table and core's list of pages (PAGE_PATTERNS, by which the server answers 404 for
// any other path) name the same pages.
import { PAGE_PATTERNS } from '@footfall/core';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './app-routes';
import { lazyScreens } from './lazy-screens';

/** Every path the table renders a page for (not its "Page not found" routes). */
function pagePaths(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*' || route.lazy === lazyScreens.notFound) return [];
    const path = route.path ? `${base}/${route.path}` : base;
    const own = route.index || (route.path && !route.children) ? [path || '/'] : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

describe('the route table', () => {
  it('has exactly the pages core lists', () => {
    const table = pagePaths(appRoutes(new QueryClient()));
    expect(new Set(table).size).toBe(table.length);
    expect([...table].sort()).toEqual([...PAGE_PATTERNS].sort());
  });
});
