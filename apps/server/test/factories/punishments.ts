import { type PunishmentInput, punishmentInputSchema } from "@bastion/shared";
import type { Db } from "../../src/db/database";
import { findNewestForPlayer, savePunishments } from "../../src/features/punishments/punishments.service";

let counter = 0;

/**
 * Starts the dates (and names) over: test/each-file.ts calls it before every file. The files of a
 * worker share modules (vitest.config.ts, isolate: false), so without it a file's dates depended on
 * the files the worker ran before it, and rows a test meant for one day could straddle midnight.
 */
export function resetPunishmentInputs() {
  counter = 0;
}

/** A valid punishment as the game server would send it; dates one minute apart in creation order. */
export function punishmentInput(overrides: Partial<PunishmentInput> = {}): PunishmentInput {
  counter += 1;
  return {
    type: "Ban",
    player: `Player${counter}`,
    player_uuid: "069a79f4-44e9-4726-a5be-fca90e38aaf5",
    reason: `Reason ${counter}`,
    actioned_by: "ModSteve",
    actioned_by_uuid: "853c80ef-3c37-49fd-aa49-938b674adae6",
    play_time: 3600,
    date: new Date(Date.UTC(2026, 0, 1) + counter * 60_000).toISOString(),
    until: null,
    is_active: true,
    ...overrides,
  };
}

/** Saves punishments through the service, as the import and the API do. */
export async function seedPunishments(db: Db, inputs: readonly PunishmentInput[]) {
  return savePunishments(
    db,
    inputs.map((input) => punishmentInputSchema.parse(input)),
  );
}

/** Stores one punishment through the service and returns its id. */
export async function seedPunishment(db: Db, overrides: Partial<PunishmentInput> = {}): Promise<number> {
  const input = punishmentInput(overrides);
  await seedPunishments(db, [input]);
  const stored = await findNewestForPlayer(db, input.player, input.type);
  if (!stored) throw new Error("seeded punishment not found");
  return stored.id;
}
