export interface ThrowawayMariadb {
  /** An admin user over TCP, no database: mysql://bastion:bastion@127.0.0.1:PORT/ */
  url: string;
  port: number;
  socket: string;
  dir: string;
  pid: number | undefined;
  sql(statement: string, options?: { cwd?: string }): string;
  stop(options?: { saveAs?: string }): Promise<void>;
}

export function mariadbInstalled(): boolean;
export function startThrowawayMariadb(
  port?: number,
  options?: { bufferPoolMb?: number; template?: string; tls?: { cert: string; key: string; ca: string } },
): Promise<ThrowawayMariadb | undefined>;
