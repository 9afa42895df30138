/**
 * scripts/e2e-server.ts on a free port, as the end-to-end tests run it (the portal built when
 * stale, a fresh embedded database with the demo data, the development outbox): for the scripts
 * that look at the portal from outside (lighthouse, screenshots).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

const SERVER_START_TIMEOUT_MS = 240_000;

export interface FreshServer {
  url: string;
  stop(): Promise<void>;
}

export async function startFreshServer(): Promise<FreshServer> {
  const port = await freePort();
  // One node process (tsx as a loader, not npx → tsx → node), so that SIGTERM reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-server.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  try {
    await waitForServer(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with status ${child.exitCode}`);
    const ready = await fetch(`${url}/api/ready`).then((answer) => answer.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer within ${SERVER_START_TIMEOUT_MS / 1000} s`);
}
