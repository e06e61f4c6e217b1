import { type AnyDb, flag, withId } from "./helpers";

// Custom pages (issue 30, docs/decisions/027): the owner's pages at /p/<slug>/, who may read each
// (everyone, signed-in players, or the members of chosen groups), draft or published, and every
// saved version of each. The privacy policy's page is made by the site on its first start after this
// (pages.seed.ts), where the site's name is known; a migration imports no app code or config.

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable("pages"))
    // Lower-case already (checked on the way in), so the unique index is the case-free one (002).
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("title", "text", (col) => col.notNull())
    // Sanitised at write time, like an announcement's.
    .addColumn("content_html", "text", (col) => col.notNull())
    // everyone | signed_in | groups
    .addColumn("visibility", "text", (col) => col.notNull())
    .addColumn("is_published", "integer", flag(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("created_by_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("updated_by_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .execute();
  // The console's list, last changed first.
  await db.schema.createIndex("pages_updated_idx").on("pages").columns(["updated_at", "id"]).execute();

  // The groups a "groups" page is shown to. A group deleted later leaves the page to the rest (or,
  // with none left, to the owner only): a restriction never widens by itself.
  await db.schema
    .createTable("page_groups")
    .addColumn("page_id", "integer", (col) => col.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("group_id", "integer", (col) => col.notNull().references("groups.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("page_groups_pk", ["page_id", "group_id"])
    .execute();
  await db.schema.createIndex("page_groups_group_idx").on("page_groups").column("group_id").execute();

  // Every saved version of a page, kept until the page is deleted. Group names are copied (a JSON
  // list), so a revision reads as it was after a group is renamed or deleted.
  await withId(db, db.schema.createTable("page_revisions"))
    .addColumn("page_id", "integer", (col) => col.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("content_html", "text", (col) => col.notNull())
    .addColumn("visibility", "text", (col) => col.notNull())
    .addColumn("groups_json", "text", (col) => col.notNull())
    .addColumn("author_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  // A page's history, newest first.
  await db.schema.createIndex("page_revisions_page_idx").on("page_revisions").columns(["page_id", "id"]).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("page_revisions").execute();
  await db.schema.dropTable("page_groups").execute();
  await db.schema.dropTable("pages").execute();
}
