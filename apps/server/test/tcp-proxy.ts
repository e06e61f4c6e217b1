import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy in front of a real server, to make it go away (`cut`), come back (`restore`) or answer
 * slowly (`delayMs`) without touching the server itself.
 */
export class TcpProxy {
  delayMs = 0;
  readonly #sockets = new Set<Socket>();
  #server: Server | undefined;

  private constructor(
    private readonly targetPort: number,
    public port: number,
  ) {}

  static async start(targetPort: number): Promise<TcpProxy> {
    const proxy = new TcpProxy(targetPort, 0);
    await proxy.restore();
    return proxy;
  }

  /** Listens (again, on the same port once it has one). */
  async restore() {
    const server = createServer((client) => this.#pipe(client));
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    const address = server.address();
    if (address && typeof address === "object") this.port = address.port;
    this.#server = server;
  }

  /** Drops every connection and refuses new ones, as a server that went down. */
  async cut() {
    const server = this.#server;
    this.#server = undefined;
    for (const socket of this.#sockets) socket.destroy();
    this.#sockets.clear();
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  close() {
    return this.cut();
  }

  #pipe(client: Socket) {
    const upstream = connect(this.targetPort, "127.0.0.1");
    for (const socket of [client, upstream]) {
      this.#sockets.add(socket);
      socket.on("error", () => undefined);
      socket.on("close", () => {
        this.#sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.on("data", (chunk) => upstream.write(chunk));
    // Answers are held back by delayMs: a slow server.
    upstream.on("data", (chunk) => {
      if (this.delayMs === 0) client.write(chunk);
      else setTimeout(() => client.destroyed || client.write(chunk), this.delayMs);
    });
  }
}
