import net from 'node:net';

/**
 * A TCP proxy in front of a database the tests can "stop" (close the listener and cut every
 * connection) and "start" again on the same port, to play a database outage and its recovery.
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  /** Delay added to every answer from the database, to keep a request in flight. */
  delayMs = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      // Same delay for every chunk, so timers fire in order and the stream stays intact.
      upstream.on('data', (chunk: Buffer) => {
        if (this.delayMs === 0) client.write(chunk);
        else setTimeout(() => client.writable && client.write(chunk), this.delayMs);
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
