import { type Locale, PRIVACY_PAGE_SLUG, privacyPageTitle, privacyPolicyHtml } from "@bastion/shared";
import type { Db } from "../../db/database";
import { nowIso } from "../../lib/clock";
import { sanitizeRichHtml } from "../../lib/sanitize";
import * as repo from "./pages.repository";

/** Marks that the privacy page was made once: deleting it later must not bring it back. */
const SEEDED_KEY = "privacy_page_seeded";

/**
 * Makes the privacy policy a page (issue 30), once per site: on a new site's first start and on an
 * existing site's first start after the upgrade, from today's text with the site's name, in the site's
 * default language of that moment (issue 31: the owner's page, edited from then on like any other). The marker
 * and the page are written in one transaction, the marker first: of several instances starting at
 * once, one inserts it and the others do nothing (PostgreSQL makes them wait on its key). Not an
 * audited action: it is the site's own starting content, like the built-in groups.
 */
export async function seedPrivacyPage(
  db: Db,
  site: { name: string; publicUrl: string; locale?: Locale },
): Promise<void> {
  const seeded = await db.selectFrom("settings").select("key").where("key", "=", SEEDED_KEY).executeTakeFirst();
  if (seeded) return;
  await db.transaction().execute(async (trx) => {
    const marked = await trx
      .insertInto("settings")
      .values({ key: SEEDED_KEY, value: nowIso() })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    if (Number(marked.numInsertedOrUpdatedRows ?? 0) === 0) return;
    // An owner's own page of that slug (none can exist before this, but an import might) is kept.
    if (await repo.findPageBySlug(trx, PRIVACY_PAGE_SLUG)) return;
    const now = nowIso();
    const content_html = sanitizeRichHtml(privacyPolicyHtml(site.name, `${site.publicUrl}/contact-us/`, site.locale));
    const page = { title: privacyPageTitle(site.locale), content_html, visibility: "everyone" };
    const id = await repo.insertPage(trx, {
      ...page,
      slug: PRIVACY_PAGE_SLUG,
      is_published: 1,
      created_at: now,
      created_by_id: null,
      updated_at: now,
      updated_by_id: null,
    });
    await repo.insertRevision(trx, { ...page, page_id: id, groups_json: "[]", author_id: null, created_at: now });
  });
}
