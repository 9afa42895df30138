/**
 * Vite plugin: once the portal is built, writes a brotli (.br) and a gzip (.gz) twin next to
 * every text file of the output, at the strongest settings, so that the server never compresses a
 * static file per request (src/server/static.ts picks the twin by Accept-Encoding). Images and
 * fonts in compressed formats (PNG, WOFF2, …) are left alone, as is a twin that would not be
 * smaller than its original.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
/** Binary files that still shrink by half: the barcode reader's WebAssembly (1 MB, 0.45 MB gzip). */
const BINARY_EXTENSIONS = new Set(['.wasm']);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function writeTwins(file: string): Promise<void> {
  const original = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: TEXT_EXTENSIONS.has(extname(file)) ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < original.length ? writeFile(`${file}.br`, br) : null,
    gz.length < original.length ? writeFile(`${file}.gz`, gz) : null,
  ]);
}

export function precompress(): Plugin {
  return {
    name: 'installer-club:precompress',
    apply: 'build',
    // Once the bundle is written (public/ was copied before); a failed build never gets here.
    async writeBundle({ dir }) {
      if (!dir) throw new Error('precompress: the build has no output directory');
      const files = (await filesUnder(dir)).filter((file) => TEXT_EXTENSIONS.has(extname(file)) || BINARY_EXTENSIONS.has(extname(file)));
      await Promise.all(files.map(writeTwins));
      this.info(`precompressed ${files.length} files (.br, .gz)`);
    },
  };
}
