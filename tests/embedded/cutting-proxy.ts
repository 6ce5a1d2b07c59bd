import net from 'node:net';

/** A TCP proxy to a local port that can drop its connections, as a restarted database would. */
export interface CuttingProxy {
  port: number;
  /** Connections accepted so far. */
  readonly connections: number;
  /** Drops the connection that sends the next `count` chunks, instead of forwarding them. */
  dropOnNextMessages(count: number): void;
  /** Drops every open connection now. */
  cutAll(): void;
  close(): Promise<void>;
}

export async function startCuttingProxy(targetPort: number, port: number): Promise<CuttingProxy> {
  const drops = new Set<() => void>();
  let pendingDrops = 0;
  let connections = 0;
  const server = net.createServer((client) => {
    connections++;
    const upstream = net.connect(targetPort, '127.0.0.1');
    const drop = () => {
      client.destroy();
      upstream.destroy();
      drops.delete(drop);
    };
    drops.add(drop);
    client.on('data', (chunk) => {
      if (pendingDrops > 0) {
        pendingDrops--;
        drop();
      } else upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    for (const socket of [client, upstream]) {
      socket.on('close', drop);
      socket.on('error', drop);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port,
    get connections() {
      return connections;
    },
    dropOnNextMessages(count) {
      pendingDrops = count;
    },
    cutAll() {
      for (const drop of [...drops]) drop();
    },
    close() {
      for (const drop of [...drops]) drop();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
