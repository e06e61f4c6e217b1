import { TLSSocket } from "node:tls";
import mysql, { type AuthPlugin } from "mysql2";

// MySQL's caching_sha2_password (and sha256_password) send the password itself when the server asks
// for it in full: over TLS as it is, without TLS encrypted with an RSA key the server sends on
// request. A machine in the middle of a plain connection answers that request with its own key and
// reads the password (issue 26 item 6). mysql2 has no setting against it, so its own plugins are
// wrapped: without TLS, a request for the password in full ends the connection instead.

export class PlainTextPasswordRefused extends Error {
  constructor(plugin: string) {
    super(
      `LiteBans' database asked for the password in full (${plugin}) over a connection without TLS, where a machine in the middle could read it: Bastion never fetches the server's RSA key in plain text. Set LITEBANS_TLS=verify, or give the account mysql_native_password`,
    );
  }
}

/** The plugin's view of the connection: mysql2 keeps the socket it talks over as `stream`. */
const overTls = (connection: unknown) => {
  const stream = (connection as { stream?: unknown }).stream;
  return stream instanceof TLSSocket && stream.encrypted;
};

/** Ends the handshake: mysql2 reports a rejected step as the connection's error. */
const refuse = (plugin: string): Promise<Buffer> => Promise.reject(new PlainTextPasswordRefused(plugin));

/** caching_sha2_password's "perform full authentication" answer, after its fast path failed. */
const FULL_AUTHENTICATION = 4;

const cachingSha2: AuthPlugin = (metadata) => {
  const plugin = mysql.authPlugins.caching_sha2_password()(metadata);
  return (data) => {
    // The first call gets the 20-byte scramble; a single byte 4 can only be the server's demand.
    if (data.length === 1 && data[0] === FULL_AUTHENTICATION && !overTls(metadata.connection)) {
      return refuse("caching_sha2_password");
    }
    return plugin(data);
  };
};

const sha256: AuthPlugin = (metadata) => {
  const plugin = mysql.authPlugins.sha256_password()(metadata);
  // sha256_password has no fast path: without TLS its first step is to ask for the key.
  return (data) => (overTls(metadata.connection) ? plugin(data) : refuse("sha256_password"));
};

/** mysql2's `authPlugins` for every connection to LiteBans' database. */
export const guardedAuthPlugins = { caching_sha2_password: cachingSha2, sha256_password: sha256 };
