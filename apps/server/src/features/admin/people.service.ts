import type { PersonDetail } from "@bastion/shared";
import type { Db } from "../../db/database";
import { findPerson } from "../accounts/account-admin.service";
import { countAnnouncementContentBy } from "../announcements/announcements.service";
import { countAppealContentBy } from "../appeals/appeals.service";
import { findFullLinkOf } from "../minecraft-link/minecraft-link.service";
import { countNewsContentBy } from "../news-networks/news-networks.service";

/** A person's page: the account, and what they have written (what deleting the account does to it). */
export async function personDetail(db: Db, id: number): Promise<PersonDetail> {
  const person = await findPerson(db, id);
  const minecraft = await findFullLinkOf(db, id);
  return {
    ...person,
    ...(minecraft ? { minecraft } : {}),
    content: {
      ...(await countAppealContentBy(db, id)),
      ...(await countAnnouncementContentBy(db, id)),
      ...(await countNewsContentBy(db, id)),
    },
  };
}
