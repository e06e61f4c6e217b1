import type { Command } from "../command";
import { migrate } from "./migrate";
import { createUser, grant, listUsers, revoke } from "./users";

/** Every management command; later features append theirs. */
export const commands: Command[] = [migrate, createUser, grant, revoke, listUsers];
