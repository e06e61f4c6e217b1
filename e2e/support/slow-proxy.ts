import { connect, createServer, type Server, type Socket } from "node:net";
import { Transform } from "node:stream";

export interface SlowProxy {
  baseURL: string;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of the e2e server that passes what the browser sends at `bytesPerSecond`
 * (answers go back at full speed), so an upload takes long enough to watch its progress bar and to
 * cancel it half way. Chromium's own network throttling does not slow request bodies. Cookies do
 * not depend on the port, so a session made on the server is valid through the proxy.
 */
export async function startSlowProxy(target: URL, bytesPerSecond: number): Promise<SlowProxy> {
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    open.add(client).add(upstream);
    const slow = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        setTimeout(() => callback(null, chunk), (chunk.length / bytesPerSecond) * 1000);
      },
    });
    client.pipe(slow).pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    // The browser keeps connections alive: they are cut, or close() would wait for them.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
      }),
  };
}
