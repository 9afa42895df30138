import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support';

/** Portal routing for a guest: guards, the 404 page, the maintenance page's own guard. */
test('a guest who opens a signed-in page is sent to /login, with the path to come back to', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  for (const path of ['/projects', '/shop/club-card', '/support/chat/new']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe(path);
  }
  // Only the path travels: no query string or fragment.
  await page.goto('/orders?page=2#top');
  await expect(page).toHaveURL(/\/login\?next=%2Forders$/);
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/.+ · Installer Club/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/app-404.png', fullPage: true });
  await page.getByRole('main').getByRole('link').click();
  await expect(page).toHaveURL(/\/login$/);
});

test('/maintenance without the maintenance flag goes home', async ({ page }) => {
  await page.goto('/maintenance');
  await expect(page).toHaveURL(/\/login$/);
});

test('every page view pushes a page_view event with the path only', async ({ page }) => {
  await page.goto('/no-page?secret=abc#frag');
  await page.goto('/login?next=xyz');
  const dataLayer = () => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
  // The event follows the first page's load, which can end after the URL settles.
  await expect.poll(dataLayer).toContainEqual(expect.objectContaining({ event: 'page_view', page_path: '/login' }));
  expect(JSON.stringify(await dataLayer())).not.toContain('xyz');
  // The first page is loaded before React mounts the router: it is still one page view, not two.
  expect(await dataLayer()).toHaveLength(1);
});
