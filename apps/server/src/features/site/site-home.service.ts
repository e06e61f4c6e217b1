import { DEFAULT_HOME, type HomeSettings, type HomeView, homeSettingsSchema, msg } from "@bastion/shared";
import type { Db } from "../../db/database";
import { validation } from "../../lib/errors";
import { type AuditActor, recordAudit } from "../audit/audit.service";
import { publicPageById, publicPageChoices } from "../pages/pages.service";
import * as repo from "./site-home.repository";

/**
 * The home page as stored, once the owner saved it; today's home page until then. A stored object
 * the schema refuses (hand-edited) is ignored rather than breaking the front page.
 */
export async function readHome(db: Db): Promise<HomeSettings> {
  const stored = await repo.storedHome(db);
  if (!stored || typeof stored !== "object") return DEFAULT_HOME;
  const parsed = homeSettingsSchema.safeParse({ ...DEFAULT_HOME, ...stored });
  return parsed.success ? parsed.data : DEFAULT_HOME;
}

/** The editor's view: the settings and the pages its page block may show. */
export async function homeEditorView(db: Db) {
  return { settings: await readHome(db), page_choices: await publicPageChoices(db) };
}

/** The fields that differ, each side holding only those. */
function changes(before: HomeSettings, after: HomeSettings) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof HomeSettings)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return { was, now, changed: Object.keys(now).length > 0 };
}

/** Saves the home page, audited `site.home` with what changed. Answers whether anything did. */
export async function saveHome(db: Db, next: HomeSettings, actor: AuditActor): Promise<boolean> {
  // A page the owner picks must be one a visitor can read; one that later stops being so only hides the block.
  if (next.page_id !== null && !(await publicPageById(db, next.page_id))) {
    throw validation({ page_id: [msg("Choose a published page everyone may see.")] });
  }
  const enabledPage = next.blocks.some((block) => block.type === "page" && block.enabled);
  if (enabledPage && next.page_id === null) throw validation({ page_id: [msg("Choose the page to show.")] });
  const before = await readHome(db);
  const { was, now, changed } = changes(before, next);
  if (!changed) return false;
  await db.transaction().execute(async (trx) => {
    await repo.saveHome(trx, next);
    await recordAudit(trx, {
      actor,
      action: "site.home",
      target: { type: "setting", id: "site_home", label: "Home page" },
      before: was,
      after: now,
    });
  });
  return true;
}

/**
 * What visitors' home page renders: the blocks switched on, in order; the page block only while
 * its page is published and everyone may read it, without a vote block that has no links.
 */
export async function homeView(db: Db): Promise<HomeView> {
  const home = await readHome(db);
  const page = home.page_id === null ? undefined : await publicPageById(db, home.page_id);
  const blocks = home.blocks
    .filter((block) => block.enabled)
    .map((block) => block.type)
    .filter((type) => (type === "page" ? Boolean(page) : type === "vote_links" ? home.vote_links.length > 0 : true));
  return {
    hero_title: home.hero_title,
    hero_text: home.hero_text,
    cta: home.cta,
    blocks,
    announcements_count: home.announcements_count,
    page: page ? { slug: page.slug, title: page.title } : null,
    vote_links: home.vote_links,
  };
}
