import type { Db } from "../../db/database";
import type { NewPage, NewPageRevision } from "./pages.table";

/** A page with its author's and last editor's names. */
function pagesWithNames(db: Db) {
  return db
    .selectFrom("pages as p")
    .leftJoin("users as creator", "creator.id", "p.created_by_id")
    .leftJoin("users as editor", "editor.id", "p.updated_by_id")
    .selectAll("p")
    .select(["creator.username as created_by", "editor.username as updated_by"]);
}

export async function findPage(db: Db, id: number) {
  return pagesWithNames(db).where("p.id", "=", id).executeTakeFirst();
}

export async function findPageBySlug(db: Db, slug: string) {
  return db.selectFrom("pages").selectAll().where("slug", "=", slug).executeTakeFirst();
}

export async function countPages(db: Db): Promise<number> {
  const row = await db
    .selectFrom("pages")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One page of the console's list, last changed first (pages_updated_idx). */
export async function listPages(db: Db, page: { limit: number; offset: number }) {
  return pagesWithNames(db)
    .orderBy("p.updated_at", "desc")
    .orderBy("p.id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** The names of the groups each page is shown to, by page id. */
export async function groupNamesOf(db: Db, pageIds: readonly number[]): Promise<Map<number, string[]>> {
  const byPage = new Map<number, string[]>();
  if (pageIds.length === 0) return byPage;
  const rows = await db
    .selectFrom("page_groups as pg")
    .innerJoin("groups as g", "g.id", "pg.group_id")
    .select(["pg.page_id", "g.name"])
    .where("pg.page_id", "in", pageIds)
    .orderBy("g.name")
    .execute();
  for (const row of rows) byPage.set(row.page_id, [...(byPage.get(row.page_id) ?? []), row.name]);
  return byPage;
}

/** The groups of these names that exist. */
export async function findGroups(db: Db, names: readonly string[]) {
  if (names.length === 0) return [];
  return db.selectFrom("groups").select(["id", "name"]).where("name", "in", names).execute();
}

export async function insertPage(db: Db, values: NewPage): Promise<number> {
  const row = await db.insertInto("pages").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePage(
  db: Db,
  id: number,
  values: Partial<Pick<NewPage, "slug" | "title" | "content_html" | "visibility" | "is_published">> & {
    updated_at: string;
    updated_by_id: number | null;
  },
) {
  await db.updateTable("pages").set(values).where("id", "=", id).execute();
}

/** The page's groups become exactly these. */
export async function setPageGroups(db: Db, pageId: number, groupIds: readonly number[]) {
  await db.deleteFrom("page_groups").where("page_id", "=", pageId).execute();
  if (groupIds.length === 0) return;
  await db
    .insertInto("page_groups")
    .values(groupIds.map((group_id) => ({ page_id: pageId, group_id })))
    .execute();
}

/** Deletes the page with its groups and revisions; false when there was none. */
export async function deletePage(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("pages").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertRevision(db: Db, values: NewPageRevision): Promise<number> {
  const row = await db.insertInto("page_revisions").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function countRevisions(db: Db, pageId: number): Promise<number> {
  const row = await db
    .selectFrom("page_revisions")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("page_id", "=", pageId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One page of a page's revisions, newest first (page_revisions_page_idx). */
export async function listRevisions(db: Db, pageId: number, page: { limit: number; offset: number }) {
  return db
    .selectFrom("page_revisions as r")
    .leftJoin("users as u", "u.id", "r.author_id")
    .select(["r.id", "r.title", "r.visibility", "r.created_at", "u.username as author"])
    .where("r.page_id", "=", pageId)
    .orderBy("r.id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function findRevision(db: Db, pageId: number, revisionId: number) {
  return db
    .selectFrom("page_revisions as r")
    .leftJoin("users as u", "u.id", "r.author_id")
    .selectAll("r")
    .select("u.username as author")
    .where("r.page_id", "=", pageId)
    .where("r.id", "=", revisionId)
    .executeTakeFirst();
}

/** Published pages anyone may read, last changed first, for the sitemap and link previews. */
export async function publicPages(db: Db, limit: number) {
  return db
    .selectFrom("pages")
    .select(["slug", "updated_at"])
    .where("is_published", "=", 1)
    .where("visibility", "=", "everyone")
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** These pages' address, title and who may read them (the menus' custom pages, issue 30). */
export async function findPagesByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom("pages")
    .select(["id", "slug", "title", "visibility", "is_published"])
    .where("id", "in", ids)
    .execute();
}

/** Published pages anyone may read, by title: what the home page's page block may show (issue 30). */
export async function publicPageChoices(db: Db) {
  return db
    .selectFrom("pages")
    .select(["id", "slug", "title"])
    .where("is_published", "=", 1)
    .where("visibility", "=", "everyone")
    .orderBy("title")
    .orderBy("id")
    .execute();
}
