import { randomBytes } from "node:crypto";
import { chmod, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** DATA_DIR/setup-token: the first-run token, readable by the server's user only. */
export const setupTokenPath = (dataDir: string) => join(dataDir, "setup-token");

export async function readSetupToken(dataDir: string): Promise<string | undefined> {
  try {
    return (await readFile(setupTokenPath(dataDir), "utf8")).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Written whole or not at all (a temporary file renamed into place), mode 0600 from the start. */
export async function writeSetupToken(dataDir: string, token: string): Promise<void> {
  const path = setupTokenPath(dataDir);
  const temporary = `${path}.${randomBytes(6).toString("hex")}.tmp`;
  await writeFile(temporary, `${token}\n`, { mode: 0o600, flush: true });
  // A umask cannot widen the mode, but an existing file's mode is kept by writeFile: set it again.
  await chmod(temporary, 0o600);
  await rename(temporary, path);
}

export async function removeSetupToken(dataDir: string): Promise<void> {
  await rm(setupTokenPath(dataDir), { force: true });
}
