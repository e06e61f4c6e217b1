import { type PunishmentInput, punishmentInputSchema } from "@bastion/shared";
import type { Db } from "../../db/database";
import { findNewestForPlayer, savePunishments } from "../punishments/punishments.service";

let counter = 0;

/** Stores a punishment through the punishments service and returns its id. */
export async function seedPunishment(db: Db, overrides: Partial<PunishmentInput> = {}): Promise<number> {
  counter += 1;
  const input: PunishmentInput = {
    type: "Ban",
    player: `Griefer${counter}`,
    player_uuid: "069a79f4-44e9-4726-a5be-fca90e38aaf5",
    reason: `Griefing spawn (case ${counter})`,
    actioned_by: "ModSteve",
    actioned_by_uuid: "CONSOLE",
    date: new Date(Date.UTC(2026, 0, 1) + counter * 60_000).toISOString(),
    until: null,
    is_active: true,
    ...overrides,
  };
  const record = punishmentInputSchema.parse(input);
  await savePunishments(db, [record]);
  const stored = await findNewestForPlayer(db, record.player, record.type);
  if (!stored) throw new Error("seeded punishment not found");
  return stored.id;
}

/** Every row of the appeal tables, to show that a refused call changed nothing. */
export async function appealTablesSnapshot(db: Db) {
  return {
    appeals: await db.selectFrom("appeals").selectAll().orderBy("id").execute(),
    comments: await db.selectFrom("appeal_comments").selectAll().orderBy("id").execute(),
    subscribers: await db.selectFrom("appeal_alert_subscribers").selectAll().orderBy("user_id").execute(),
  };
}
