import { isAppPath } from '@dishrated/shared';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** Every path the router has a screen for, as '/a/:b'. */
function screenPaths(list: RouteObject[], base = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path === undefined ? base : `${base.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const own = route.path !== undefined && route.path !== '*' && (route.lazy || route.Component || route.element) ? [path || '/'] : [];
    return [...own, ...screenPaths(route.children ?? [], path)];
  });
}

describe('the server knows every screen', () => {
  it('answers each screen the router has with the app (200), not Page Not Found', () => {
    const paths = screenPaths(routes);
    expect(paths.length).toBeGreaterThan(40);
    expect(paths.filter((path) => !isAppPath(path))).toEqual([]);
  });
});
