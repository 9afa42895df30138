/**
 * A TCP proxy on 127.0.0.1 between the server's connection pool and PostgreSQL, which a test
 * breaks on purpose:
 * - `refuse()`: the port closes and every connection drops (the database is down or restarting);
 * - `hang()`: every connection drops, new ones are accepted but never answered (the database's
 *   address no longer answers, as during a failover or a network fault);
 * - `restore()`: forwards again, on the same port.
 */
import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export type FaultyProxy = Awaited<ReturnType<typeof startFaultyProxy>>;

export async function startFaultyProxy(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const targetPort = Number(target.port || 5432);
  let hanging = false;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    // Resets are what this proxy is for: a dropped socket is not a test failure.
    socket.on('error', () => socket.destroy());
  };
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };

  const server = createServer((client) => {
    track(client);
    if (hanging) return;
    const upstream = connect(targetPort, target.hostname);
    track(upstream);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });

  /** Closes the port and drops every connection; also the end of the proxy. */
  const closePort = async () => {
    const closed = server.listening ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
    dropAll();
    await closed;
  };

  await listen(0);
  const { port } = server.address() as AddressInfo;

  return {
    /** `databaseUrl` (any database on the proxied server) with the proxy as its address. */
    url(url: string): string {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    refuse: closePort,
    hang(): void {
      hanging = true;
      dropAll();
    },
    async restore(): Promise<void> {
      // Connections accepted while hanging were never answered: drop them, as the network would.
      dropAll();
      hanging = false;
      if (!server.listening) await listen(port);
    },
    stop: closePort,
  };
}
