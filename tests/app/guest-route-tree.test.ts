import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

/**
 * A guest's start-up code builds the guest pages' part of the route table by hand
 * (src/app/routing/guest-route-tree.ts) and gets the whole table (src/app/routeTree.gen.ts, written
 * by TanStack Router's generator) only when he opens another address. Both must give each route
 * file the same id and path, or a page would change its address once the whole table arrives.
 */
const source = (path: string) => readFileSync(new URL(`../../src/app/${path}`, import.meta.url), 'utf8');

/** Route file → `id|path` as a source gives them to `<imported name>.update({ id, path })`. */
function placements(text: string, importPattern: RegExp): Map<string, string> {
  const fileOf = new Map([...text.matchAll(importPattern)].map((match) => [match[1]!, match[2]!.replace(/^(\.\.\/|\.\/)/, '')]));
  const placed = new Map<string, string>();
  for (const match of text.matchAll(/(\w+)\.update\(\{\s*id: '([^']*)',\s*(?:path: '([^']*)',\s*)?getParentRoute/g)) {
    const file = fileOf.get(match[1]!);
    if (file) placed.set(file, `${match[2]}|${match[3] ?? ''}`);
  }
  return placed;
}

describe('the guest route table', () => {
  const guest = placements(source('routing/guest-route-tree.ts'), /import \{ Route as (\w+) \} from '([^']+)'/g);
  const generated = placements(source('routeTree.gen.ts'), /import \{ Route as (\w+) \} from '([^']+)'/g);

  test('holds the pages a guest opens (SPEC §2: sign-in, registration, the decor registration) and maintenance', () => {
    expect([...guest.keys()].sort()).toEqual(['routes/_guest', 'routes/_guest/login', 'routes/_guest/register/decor', 'routes/_guest/register/index', 'routes/maintenance']);
  });

  test('places each of them as the generated table does', () => {
    for (const [file, placement] of guest) expect(`${file}: ${placement}`).toBe(`${file}: ${generated.get(file)}`);
  });
});
