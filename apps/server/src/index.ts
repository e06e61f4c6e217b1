// The server's public entry point for code outside apps/server (the tools in tools/): what a tool
// may build on without reaching into features, plugins or the storage engine. The package's other
// doors are programs, run rather than imported for their exports: `@bastion/server/main` (the server)
// and `@bastion/server/manage` (the management CLI). docs/decisions/019-tools-are-a-typed-workspace.md

import { codeMigrations } from "./db/migration-set";

export { type BuildOptions, buildApp } from "./app";
export { runCli } from "./cli/run";
export { type Config, ConfigError, loadConfig } from "./config";
export { createDatabase, type DatabaseHandle, type Db } from "./db/database";
export { migrateToLatest } from "./db/migrate";

/**
 * The names of the code's migrations, in the order they run: a tool that caches a migrated database
 * (the benches' million punishments) keys the cache by them, so a new migration makes a new one.
 */
export const migrationNames = (): string[] => Object.keys(codeMigrations());
