import type { Command } from "../command";
import { createApiKeyCommand, listApiKeysCommand, revokeApiKeyCommand } from "./api-keys";
import { backupCommand, restoreCommand } from "./backups";
import { doctorCommand } from "./doctor";
import { exportCommand } from "./export";
import { litebansStatusCommand, litebansSyncCommand } from "./litebans";
import { migrate } from "./migrate";
import { importPunishments, recountPunishmentsCommand } from "./punishments";
import { seedDemo } from "./seed-demo";
import { resetTwoStepCommand, secondFactorGroupsCommand } from "./two-step";
import { createUser, grant, listUsers, revoke } from "./users";

/** Every management command; later features append theirs. */
export const commands: Command[] = [
  migrate,
  createUser,
  grant,
  revoke,
  listUsers,
  resetTwoStepCommand,
  secondFactorGroupsCommand,
  importPunishments,
  recountPunishmentsCommand,
  createApiKeyCommand,
  listApiKeysCommand,
  revokeApiKeyCommand,
  seedDemo,
  backupCommand,
  restoreCommand,
  exportCommand,
  doctorCommand,
  litebansStatusCommand,
  litebansSyncCommand,
];
