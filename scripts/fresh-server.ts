/**
 * scripts/e2e-server.ts on a free port, as the end-to-end tests run it (the portal built when
 * stale, a fresh embedded database with the demo data, the development outbox): for the scripts
 * that look at the portal from outside (lighthouse, screenshots). With a certificate it serves
 * HTTPS and HTTP/2, as production does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { get as httpsGet } from 'node:https';
import { createServer } from 'node:net';
import type { DevCertificate } from './dev-certificate';

const SERVER_START_TIMEOUT_MS = 240_000;

export interface FreshServer {
  url: string;
  stop(): Promise<void>;
}

export async function startFreshServer(tls: DevCertificate | null = null): Promise<FreshServer> {
  const port = await freePort();
  const tlsEnv = tls ? { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile } : {};
  // One node process (tsx as a loader, not npx → tsx → node), so that SIGTERM reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-server.ts'], {
    env: { ...process.env, ...tlsEnv, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  try {
    await waitForServer(url, child, tls?.pem ?? null);
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

/** Whether GET url answers 200; over HTTPS trusting the given certificate (fetch cannot be told to). */
function answersOk(url: string, ca: string | null): Promise<boolean> {
  if (ca === null) return fetch(url).then((answer) => answer.ok, () => false);
  return new Promise((settle) => {
    httpsGet(url, { ca }, (answer) => {
      answer.resume();
      settle(answer.statusCode === 200);
    }).on('error', () => settle(false));
  });
}

async function waitForServer(url: string, child: ChildProcess, ca: string | null): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with status ${child.exitCode}`);
    const ready = await answersOk(`${url}/api/ready`, ca);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer within ${SERVER_START_TIMEOUT_MS / 1000} s`);
}
