import { existsSync } from "node:fs";
import { ConfigError, loadConfig } from "../config";
import { runCli } from "./run";

if (existsSync(".env")) process.loadEnvFile(".env");

try {
  const config = loadConfig(process.env, { LOG_LEVEL: "warn" });
  process.exitCode = await runCli(process.argv.slice(2), config, {
    print: (line) => console.log(line),
    printError: (line) => console.error(line),
  });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
