import type { Db } from "../../db/database";
import { forgetSharedAnswers } from "../../lib/shared-answers";

// The announcements' reads shared by visitors who are not signed in (lib/shared-answers.ts): their keys,
// and what each write through this instance makes read again at once. A key ends with "/", so the
// prefix of announcement 1's page is not also that of announcement 12's.

const PREFIX = "announcements/";

export const sharedKeys = {
  list: (page: number) => `${PREFIX}list/${page}/`,
  view: (id: number) => `${PREFIX}view/${id}/`,
  feed: (count: number) => `${PREFIX}feed/${count}/`,
};

/** After a write of announcements: every shared read of them. */
export const announcementsChanged = (db: Db) => forgetSharedAnswers(db, PREFIX);

/** After a write of one announcement's comments: its page (with no id, every announcement's page). */
export const commentsChanged = (db: Db, announcementId?: number) =>
  forgetSharedAnswers(db, announcementId === undefined ? `${PREFIX}view/` : sharedKeys.view(announcementId));
