import type { AuditAction } from "@bastion/shared";
import type { AuthUser } from "../../auth-user";
import type { Db } from "../../db/database";
import { recordAudit } from "../audit/audit.service";

/**
 * Records a change to the downloads area in the audit log. The disk is the downloads' store, so the
 * entry is written once the change on disk has succeeded (there is no transaction to share).
 */
export function auditDownloads(
  db: Db,
  user: AuthUser,
  action: AuditAction,
  path: readonly string[],
  change: { before?: Record<string, unknown>; after?: Record<string, unknown> } = {},
) {
  const label = path.join("/");
  return recordAudit(db, { actor: user, action, target: { type: "downloads", id: label, label }, ...change });
}
