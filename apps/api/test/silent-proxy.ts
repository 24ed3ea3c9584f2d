import { createServer, connect, type Socket } from 'node:net';

/**
 * A TCP proxy to PostgreSQL that can go silent on the connections that issued LISTEN: from then on
 * nothing passes either way and nothing is closed, as when a network drops a connection with no
 * FIN (a NAT forgetting it, a cable pulled). Other connections, and new ones, pass as before.
 */
export async function startSilentProxy(target: { host: string; port: number }) {
  const pairs: Array<{ client: Socket; server: Socket; listening: boolean; silent: boolean }> = [];
  const proxy = createServer((client) => {
    const server = connect(target.port, target.host);
    const pair = { client, server, listening: false, silent: false };
    pairs.push(pair);
    client.on('data', (chunk) => {
      if (pair.silent) return;
      // A simple-protocol query ('Q') whose text starts with LISTEN.
      if (chunk[0] === 0x51 && /^LISTEN /i.test(chunk.subarray(5, 12).toString())) pair.listening = true;
      server.write(chunk);
    });
    server.on('data', (chunk) => {
      if (!pair.silent) client.write(chunk);
    });
    // A silent pair keeps both sockets open: no end is passed on.
    client.on('end', () => pair.silent || server.end());
    server.on('end', () => pair.silent || client.end());
    // A connection that ended is no longer one to silence.
    client.on('close', () => {
      const at = pairs.indexOf(pair);
      if (at >= 0) pairs.splice(at, 1);
    });
    client.on('error', () => server.destroy());
    server.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    port: (proxy.address() as { port: number }).port,
    /** Silences the listening connections open now; returns how many. */
    silenceListeners() {
      const listeners = pairs.filter((pair) => pair.listening && !pair.silent);
      for (const pair of listeners) pair.silent = true;
      return listeners.length;
    },
    async close() {
      for (const { client, server } of pairs) {
        client.destroy();
        server.destroy();
      }
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
