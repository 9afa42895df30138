import { describe, expect, it } from 'vitest';
import { returnPath } from '../../src/app/routing/return-path';

describe('returnPath: where sign-in leads back to', () => {
  it('keeps the path of a signed-in page', () => {
    expect(returnPath('/notifications/0c5b2f4e-8a1d-4f7e-9b3a-2d6c8e1f0a9b')).toBe('/notifications/0c5b2f4e-8a1d-4f7e-9b3a-2d6c8e1f0a9b');
    expect(returnPath('/orders')).toBe('/orders');
    expect(returnPath('/shop/club-card')).toBe('/shop/club-card');
    expect(returnPath('/support/chat/new')).toBe('/support/chat/new');
  });

  it('refuses anything that could leave the portal (no open redirect)', () => {
    for (const value of [
      '//evil.example', '//evil.example/orders', '/\\evil.example', '\\\\evil.example', 'https://evil.example/orders',
      'http:/orders', 'javascript:alert(1)', ' /orders', '/orders?x=1', '/orders#top', '/%2F%2Fevil.example',
      '/orders/../../evil', '/notifications/%0d%0a', '', 'orders',
    ]) {
      expect(returnPath(value), value).toBeNull();
    }
  });

  it('refuses guest pages, home, unknown paths and values that are no string', () => {
    for (const value of ['/', '/login', '/register', '/register/decor', '/maintenance', '/nowhere', '/orders/', '/projects/a/b/c']) {
      expect(returnPath(value), value).toBeNull();
    }
    for (const value of [undefined, null, 42, ['/orders'], { path: '/orders' }]) expect(returnPath(value)).toBeNull();
    expect(returnPath(`/news/${'a'.repeat(300)}`)).toBeNull();
  });
});
