import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type Server, type Socket } from "node:net";

// A MySQL server that goes only as far as a machine in the middle needs: it greets without TLS,
// switches the client to caching_sha2_password or sha256_password, demands the password in full and
// notes whether the client asks for the server's RSA key (the request the attack answers with a key
// of its own). Nothing after that is served.

export type FakeAuthPlugin = "caching_sha2_password" | "sha256_password";

export interface FakeMysql {
  port: number;
  /** Requests for the server's RSA key, over all connections. */
  keyRequests: number;
  close(): Promise<void>;
}

const CAPABILITIES =
  0x1 | // long password
  0x8 | // connect with a database
  0x200 | // protocol 4.1
  0x2000 | // transactions
  0x8000 | // secure connection (4.1 auth)
  0x80000 | // plugin auth
  0x200000; // length-encoded auth data

function uint(bytes: number, value: number) {
  const buffer = Buffer.alloc(bytes);
  buffer.writeUIntLE(value, 0, bytes);
  return buffer;
}

const packet = (sequence: number, payload: Buffer) =>
  Buffer.concat([uint(3, payload.length), uint(1, sequence), payload]);

function greeting(plugin: FakeAuthPlugin, scramble: Buffer) {
  return Buffer.concat([
    Buffer.from([10]), // protocol version
    Buffer.from("8.0.36\0"),
    uint(4, 1), // connection id
    scramble.subarray(0, 8),
    Buffer.from([0]),
    uint(2, CAPABILITIES & 0xffff),
    Buffer.from([45]), // utf8mb4_general_ci
    uint(2, 2), // autocommit
    uint(2, CAPABILITIES >>> 16),
    Buffer.from([21]),
    Buffer.alloc(10),
    scramble.subarray(8, 20),
    Buffer.from([0]),
    Buffer.from(`${plugin}\0`),
  ]);
}

/** The single byte each plugin sends to ask for the server's public key. */
const KEY_REQUEST: Record<FakeAuthPlugin, number> = { caching_sha2_password: 2, sha256_password: 1 };

export async function startFakeMysql(plugin: FakeAuthPlugin): Promise<FakeMysql> {
  const sockets = new Set<Socket>();
  const state = { keyRequests: 0 };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    const scramble = randomBytes(20);
    let pending = Buffer.alloc(0);
    let step = 0;
    socket.write(packet(0, greeting(plugin, scramble)));
    socket.on("data", (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 4 && pending.length >= 4 + pending.readUIntLE(0, 3)) {
        const length = pending.readUIntLE(0, 3);
        const sequence = pending[3] ?? 0;
        const payload = pending.subarray(4, 4 + length);
        pending = pending.subarray(4 + length);
        step += 1;
        if (step === 1) {
          // The handshake response: switch the client to the plugin, with a fresh scramble.
          socket.write(
            packet(
              sequence + 1,
              Buffer.concat([Buffer.from([0xfe]), Buffer.from(`${plugin}\0`), scramble, Buffer.from([0])]),
            ),
          );
        } else if (payload.length === 1 && payload[0] === KEY_REQUEST[plugin]) {
          state.keyRequests += 1;
          socket.destroy();
        } else if (plugin === "caching_sha2_password" && step === 2) {
          // The fast-path token: "not cached, send the password in full".
          socket.write(packet(sequence + 1, Buffer.from([0x01, 0x04])));
        } else {
          socket.destroy();
        }
      }
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    get keyRequests() {
      return state.keyRequests;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
