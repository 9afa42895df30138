import { build } from 'vite';
import { gzipSync } from 'node:zlib';
import { readdirSync, readFileSync } from 'node:fs';
const mp = JSON.parse(process.argv[2]);
await build({ logLevel: 'silent', build: { outDir: '/tmp/distsizes', modulePreload: mp } });
for (const f of readdirSync('/tmp/distsizes/assets')) if (/^index-.*\.js$/.test(f)) { const c = readFileSync('/tmp/distsizes/assets/' + f); console.log(process.argv[2], f, gzipSync(c, { level: 9 }).length, c.toString().slice(0, 120)); }
