import type { AppealNotifications } from "@bastion/shared";
import type { Db } from "../../db/database";
import { nowIso } from "../../lib/clock";
import * as repo from "./appeals.repository";

/** Whether an administrator gets an e-mail on each new appeal. */
export async function getAlerts(db: Db, userId: number): Promise<AppealNotifications> {
  return { enabled: await repo.isSubscribed(db, userId) };
}

export async function setAlerts(db: Db, userId: number, enabled: boolean): Promise<AppealNotifications> {
  if (enabled) await repo.subscribe(db, userId, nowIso());
  else await repo.unsubscribe(db, userId);
  return { enabled };
}
