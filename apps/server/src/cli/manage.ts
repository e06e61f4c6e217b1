import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { ConfigError, loadConfig } from "../config";
import { keepNewFilesPrivate } from "../db/private-files";
import { loadProjectEnv } from "../lib/env-file";
import { CliError, type CliInput } from "./command";
import { runCli } from "./run";

/** A prompt whose answer is not echoed: readline writes to a stream that drops everything. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    process.stdout.write(question);
    const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
    const prompt = createInterface({ input: process.stdin, output: silent, terminal: true });
    prompt.question("", (answer) => {
      prompt.close();
      process.stdout.write("\n");
      resolve(answer);
    });
    prompt.on("SIGINT", () => {
      prompt.close();
      reject(new CliError("\nCancelled."));
    });
  });
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const input: CliInput = { interactive: Boolean(process.stdin.isTTY), askHidden, readStdin };

// The server's own settings: the environment, then .env in the project folder (whatever folder
// this is run from), so a command opens the database the server uses.
loadProjectEnv();
// Exports, backups and a database this command creates are for the server's user only.
keepNewFilesPrivate();

try {
  const config = loadConfig(process.env, { LOG_LEVEL: "warn" });
  process.exitCode = await runCli(process.argv.slice(2), config, {
    print: (line) => console.log(line),
    printError: (line) => console.error(line),
    note: (line) => console.error(line),
    input,
  });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
