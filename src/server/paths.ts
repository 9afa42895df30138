import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root, found from this file whether it runs from src/ (tsx) or a bundle in dist/. */
function findPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

export const PACKAGE_ROOT = findPackageRoot();
export const MIGRATIONS_DIR = join(PACKAGE_ROOT, 'src/server/db/migrations');
export const CLIENT_DIST_DIR = join(PACKAGE_ROOT, 'dist/client');
/** The statechart explorer's build (`npm run docs`), served at /docs/. */
export const DOCS_DIST_DIR = join(PACKAGE_ROOT, 'dist/docs');

/** The demo content, a content-import folder (docs/server.md "Content import"). */
export const DEMO_CONTENT_DIR = join(PACKAGE_ROOT, 'content/demo');
