import { connect, createServer, type Server, type Socket } from "node:net";
import { Transform } from "node:stream";

export interface SlowProxy {
  baseURL: string;
  /**
   * Holds back the answer to the next request whose first line starts with `requestLine` (e.g.
   * "POST /files/api/upload/ "): its body still goes through, so the browser sees every byte sent
   * and no answer, as while a server stores a big upload. Call the returned function to let it go.
   */
  holdAnswerTo(requestLine: string): () => void;
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
  let hold: { requestLine: string; released: Promise<void> } | undefined;
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    open.add(client).add(upstream);
    let answerHeld: Promise<void> | undefined;
    const slow = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        if (hold && chunk.subarray(0, hold.requestLine.length).toString("latin1") === hold.requestLine) {
          answerHeld = hold.released;
          hold = undefined;
        }
        setTimeout(() => callback(null, chunk), (chunk.length / bytesPerSecond) * 1000);
      },
    });
    const answers = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        if (!answerHeld) return callback(null, chunk);
        answerHeld.then(() => callback(null, chunk));
      },
    });
    client.pipe(slow).pipe(upstream).pipe(answers).pipe(client);
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
    holdAnswerTo(requestLine) {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      hold = { requestLine, released };
      return release;
    },
    // The browser keeps connections alive: they are cut, or close() would wait for them.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
      }),
  };
}
