import type { AppealStatus } from "@bastion/shared";
import type { Generated, Insertable, Selectable } from "kysely";

export interface AppealsTable {
  id: Generated<number>;
  punishment_id: number;
  submitted_by_id: number;
  /** Plain text, shown as text. */
  appeal_message: string;
  status: Generated<AppealStatus>;
  /** 1 while open; at most one open appeal per punishment per submitter (a partial unique index). */
  is_open: Generated<number>;
  created_at: string;
  /** When the status, the open flag or the discussion last changed. */
  updated_at: string;
  /** Who made that change; null until someone acts, or once that account is gone. */
  last_updated_by_id: number | null;
  /** 1 when the submitter's linked Minecraft account was the punished player at creation (issue 32). */
  submitted_by_verified: Generated<number>;
}

export interface AppealCommentsTable {
  id: Generated<number>;
  appeal_id: number;
  author_id: number;
  /** Plain text, shown as text. */
  comment: string;
  created_at: string;
}

export interface AppealsTables {
  appeals: AppealsTable;
  appeal_comments: AppealCommentsTable;
  /** Administrators who get an e-mail on each new appeal. */
  appeal_alert_subscribers: { user_id: number; created_at: string };
}

export type AppealRow = Selectable<AppealsTable>;
export type NewAppeal = Insertable<AppealsTable>;
export type NewAppealComment = Insertable<AppealCommentsTable>;
