/**
 * Runs npm scripts at the same time and fails when any of them fails: `node scripts/side-by-side.mjs
 * lint typecheck`. ESLint and tsc each use one core, so on CI's two cores they finish together in
 * the time of the longer one. Each script's output is printed whole when it ends, not interleaved.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const results = await Promise.all(scripts.map((script) => new Promise((resolve) => {
  const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => { output += chunk; });
  child.stderr.on('data', (chunk) => { output += chunk; });
  child.on('close', (code) => {
    process.stdout.write(`── npm run ${script}: ${code === 0 ? 'passed' : `failed (${code})`}\n${output}`);
    resolve(code);
  });
})));
process.exit(results.some((code) => code !== 0) ? 1 : 0);
