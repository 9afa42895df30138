/**
 * DATA_DIR/server.json: who holds an embedded database. PGlite allows one process per data
 * directory, so the server (and the operator CLI when it opens the directory itself) claims it
 * before opening the database. Once listening, the server adds its port and a per-start operator
 * token, so `npm run operator` can reach it over loopback. The file is readable by its owner
 * only, the same person who can read the database files themselves.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface RuntimeInfo {
  pid: number;
  /** Null while the holder is starting, or when it is not a server. */
  port: number | null;
  operatorToken: string | null;
}

const fileIn = (dataDir: string) => join(dataDir, 'server.json');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function readFile(dataDir: string): RuntimeInfo | null {
  try {
    return JSON.parse(readFileSync(fileIn(dataDir), 'utf8')) as RuntimeInfo;
  } catch {
    return null;
  }
}

/** The live process holding a data directory, or null. */
export function readRuntimeInfo(dataDir: string): RuntimeInfo | null {
  const info = readFile(dataDir);
  return info && isAlive(info.pid) ? info : null;
}

/** Claims the data directory for this process; throws when another live process holds it. */
export function claimDataDir(dataDir: string): void {
  const holder = readRuntimeInfo(dataDir);
  if (holder && holder.pid !== process.pid) {
    throw new Error(`The data directory ${dataDir} is in use by process ${holder.pid}`);
  }
  // A file left by a dead process is stale: replace it, exclusively so two claimers cannot both win.
  if (!holder) rmSync(fileIn(dataDir), { force: true });
  try {
    writeFileSync(fileIn(dataDir), JSON.stringify({ pid: process.pid, port: null, operatorToken: null }), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (readFile(dataDir)?.pid !== process.pid) throw new Error(`The data directory ${dataDir} was claimed by another process`, { cause: error });
  }
}

/** Publishes the port and operator token of the server holding the directory. */
export function announceServer(dataDir: string, port: number, operatorToken: string): void {
  writeFileSync(fileIn(dataDir), JSON.stringify({ pid: process.pid, port, operatorToken }), { mode: 0o600 });
}

export function releaseDataDir(dataDir: string): void {
  if (readFile(dataDir)?.pid === process.pid) rmSync(fileIn(dataDir), { force: true });
}
