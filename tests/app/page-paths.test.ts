import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, matchPage } from '../../src/app/routing/page-paths';

describe('page paths', () => {
  it('matches fixed paths before uuid patterns', () => {
    expect(matchPage('/shop/club-card')).toBe('/shop/club-card');
    expect(matchPage('/shop/7d1e1c2a-0000-4000-8000-000000000000')).toBe('/shop/$uuid');
    expect(matchPage('/support/chat/new')).toBe('/support/chat/new');
    expect(matchPage('/projects/abc/survey')).toBe('/projects/$uuid/survey');
  });

  it('knows no page outside the route table', () => {
    expect(matchPage('/support')).toBeNull();
    expect(matchPage('/projects/abc/scans')).toBeNull();
    expect(matchPage('/nowhere')).toBeNull();
  });

  it('derives breadcrumbs from the path, skipping parts that are not pages', () => {
    expect(breadcrumbTrail('/')).toEqual([]);
    expect(breadcrumbTrail('/support/chat/42')).toEqual([
      { path: '/', page: '/' },
      { path: '/support/chat', page: '/support/chat' },
      { path: '/support/chat/42', page: '/support/chat/$uuid' },
    ]);
    expect(breadcrumbTrail('/projects/p1/survey').map((crumb) => crumb.path)).toEqual(['/', '/projects', '/projects/p1', '/projects/p1/survey']);
  });
});
