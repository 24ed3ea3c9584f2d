import { describe, expect, it } from 'vitest';
import { landingPathAfterSignIn, returnPathFrom } from './return-path';

describe('returnPathFrom', () => {
  it('reads a path string from state.from', () => {
    expect(returnPathFrom({ from: '/trucks/42?tab=reviews' }, '')).toBe('/trucks/42?tab=reviews');
  });

  it('reads a router location object from state.from', () => {
    expect(returnPathFrom({ from: { pathname: '/trucks/42', search: '?tab=reviews', hash: '#r1', state: null, key: 'x' } }, '')).toBe(
      '/trucks/42?tab=reviews#r1',
    );
  });

  it('reads ?redirect= when there is no state', () => {
    expect(returnPathFrom(null, '?redirect=%2Fevents%3Fpage%3D2')).toBe('/events?page=2');
  });

  it.each([['//evil.example/x'], ['https://evil.example'], ['/\\evil.example'], ['javascript:alert(1)'], ['/login'], ['/reset-password?token=x']])(
    'ignores %s',
    (path) => {
      expect(returnPathFrom({ from: path }, '')).toBeNull();
    },
  );

  it('ignores state of an unexpected shape', () => {
    expect(returnPathFrom({ from: 42 }, '')).toBeNull();
    expect(returnPathFrom('nonsense', '')).toBeNull();
  });
});

describe('landingPathAfterSignIn', () => {
  it('sends owners and admins to their dashboards', () => {
    expect(landingPathAfterSignIn('owner', { from: '/trucks/1' }, '')).toBe('/owner/dashboard');
    expect(landingPathAfterSignIn('admin', null, '')).toBe('/admin/dashboard');
  });

  it('sends customers back where they came from, else home', () => {
    expect(landingPathAfterSignIn('user', { from: { pathname: '/trucks/1' } }, '')).toBe('/trucks/1');
    expect(landingPathAfterSignIn('user', null, '')).toBe('/');
  });
});
