import { resetPunishmentInputs } from "./factories/punishments";

// Run before every test file (vitest.config.ts, setupFiles): what the factories number starts over,
// so a file sees the same data whichever files its worker ran before it.
resetPunishmentInputs();
