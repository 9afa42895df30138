/**
 * `npm run dev`: the API under `tsx watch` (restarts on change) on API_PORT (default 3001) and
 * the Vite dev server with hot reload on PORT (default 3000), which proxies /api to the API
 * (vite.config.ts reads API_PROXY_TARGET). Open http://localhost:3000.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { PACKAGE_ROOT } from '../src/server/paths';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';

const children: ChildProcess[] = [];

function run(label: string, command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { cwd: PACKAGE_ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    console.log(`${label} stopped (${code ?? 'signal'}); stopping the rest`);
    shutdown(code ?? 0);
  });
  children.push(child);
}

let stopping = false;
function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

run('API', 'npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
  PORT: apiPort,
  HOST: '127.0.0.1',
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
});
run('Vite', 'npx', ['vite', '--port', port, '--strictPort'], { API_PROXY_TARGET: `http://127.0.0.1:${apiPort}` });
