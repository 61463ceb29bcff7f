import net from 'node:net';

/**
 * A TCP proxy a test puts between the server and PostgreSQL, to take the database away from one
 * server process (and give it back) without stopping the machine's PostgreSQL, which other suites use.
 */
export interface TcpProxy {
  port: number;
  /** Like a database that stopped: open connections are reset and new ones refused. */
  cut(): Promise<void>;
  /**
   * Like a network that drops every packet: connections stay open (new ones are accepted) but nothing
   * goes through in either direction, so only the client's own timeouts end a wait.
   */
  hang(): void;
  /** Forwards again (listening again on the same port after a cut; hung connections are reset). */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let hanging = false;
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => {});
  };
  const server = net.createServer((incoming) => {
    track(incoming);
    if (hanging) return; // accepted, never answered
    const outgoing = net.connect(target.port, target.host);
    track(outgoing);
    incoming.pipe(outgoing).pipe(incoming);
    incoming.on('close', () => outgoing.destroy());
    outgoing.on('close', () => incoming.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const resetAll = () => {
    for (const s of sockets) s.resetAndDestroy();
    sockets.clear();
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      resetAll();
      if (server.listening) server.close(() => resolve());
      else resolve();
    });
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    cut: stop,
    hang() {
      hanging = true;
      for (const s of sockets) {
        s.unpipe();
        // Read and drop whatever arrives, so nothing is ever delivered.
        s.removeAllListeners('data');
        s.on('data', () => {});
      }
    },
    async restore() {
      if (hanging) {
        hanging = false;
        resetAll();
      }
      if (!server.listening) await listen(port);
    },
    close: stop,
  };
}
