import { connect } from "node:net";

// An HTTP/1.1 client over a raw socket, for tests of what a client sees when the server answers
// while the body is still being sent: fetch and inject() hide exactly that.

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawExchange {
  /** The answers read, in order, each whole (headers and a Content-Length body). */
  answers: RawAnswer[];
  /** Body bytes the socket accepted before the body was done or the connection ended. */
  sent: number;
  /** Body bytes sent when the first answer had arrived whole (undefined if it never did). */
  sentAtAnswer?: number;
  /** The socket's error (EPIPE, ECONNRESET), if it met one. */
  error?: string;
  /** Whether the server ended the connection (its FIN). */
  ended: boolean;
}

export interface RawRequest {
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  /** Body bytes per write (default 64 KB). */
  chunkBytes?: number;
  /** A pause between writes (default none: as fast as the socket takes them). */
  pauseMs?: number;
  /**
   * "after-sending": the answer is read only once the whole body is written, as many HTTP libraries
   * do; "while-sending": read as it comes, and sending goes on until the body is done or the
   * connection fails.
   */
  read: "after-sending" | "while-sending";
  /** A second request written on the same connection once the first answer is in (keep-alive). */
  next?: string;
  /** Gives up this long after the body is done or failed (default 10 s). */
  settleMs?: number;
}

/** Splits what a server sent into whole answers; a partial last one is left out. */
export function parseAnswers(data: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let offset = 0;
  for (;;) {
    const headEnd = data.indexOf("\r\n\r\n", offset);
    if (headEnd < 0) return answers;
    const [statusLine = "", ...lines] = data.subarray(offset, headEnd).toString("latin1").split("\r\n");
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
    );
    const length = Number(headers["content-length"] ?? 0);
    const bodyStart = headEnd + 4;
    if (data.length < bodyStart + length) return answers;
    answers.push({
      status: Number(statusLine.split(" ")[1]),
      headers,
      body: data.subarray(bodyStart, bodyStart + length).toString("utf8"),
    });
    offset = bodyStart + length;
  }
}

/** Sends one request as described and reports what the client saw. */
export function sendRaw(port: number, request: RawRequest): Promise<RawExchange> {
  const chunkBytes = request.chunkBytes ?? 64 * 1024;
  const result: RawExchange = { answers: [], sent: 0, ended: false };
  let received = Buffer.alloc(0);
  let nextSent = false;
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let settle: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(settle);
      result.answers = parseAnswers(received);
      socket.destroy();
      resolve(result);
    };
    const settleSoon = () => {
      settle ??= setTimeout(finish, request.settleMs ?? 10_000);
    };
    const wanted = () => (request.next ? 2 : 1);
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const answers = parseAnswers(received);
      if (answers.length >= 1) result.sentAtAnswer ??= result.sent;
      if (answers.length === 1 && request.next && !nextSent) {
        nextSent = true;
        socket.write(request.next);
      }
      if (answers.length >= wanted()) finish();
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      result.error = error.code ?? error.message;
      finish();
    });
    socket.on("end", () => {
      result.ended = true;
      settleSoon();
    });
    socket.on("close", finish);
    if (request.read === "after-sending") socket.pause();

    const head = [
      `POST ${request.path} HTTP/1.1`,
      "Host: 127.0.0.1",
      `Content-Length: ${request.body.length}`,
      ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`),
      "",
      "",
    ].join("\r\n");
    const bodyDone = () => {
      if (request.read === "after-sending") socket.resume();
      settleSoon();
    };
    const pump = () => {
      if (socket.destroyed) return;
      if (result.sent >= request.body.length) return bodyDone();
      const chunk = request.body.subarray(result.sent, result.sent + chunkBytes);
      const accepted = socket.write(chunk, (error) => {
        if (error) return;
        result.sent += chunk.length;
        if (request.pauseMs) setTimeout(pump, request.pauseMs);
        else if (accepted) setImmediate(pump);
      });
      if (!accepted && !request.pauseMs) socket.once("drain", pump);
    };
    socket.write(head, pump);
  });
}
