import {
  msg,
  PAGE_LIMITS,
  PAGE_SLUG_PATTERN,
  type PageDetail,
  type PageForm,
  type PageList,
  type PageRevision,
  type PageRevisionList,
  type PageSummary,
  type PageView,
  type PageVisibility,
  type Principal,
} from "@bastion/shared";
import type { AuthUser } from "../../auth-user";
import type { Db } from "../../db/database";
import { nowIso } from "../../lib/clock";
import { conflict, notFound, validation } from "../../lib/errors";
import { msgWith } from "../../lib/i18n/translate";
import { isBlankHtml, sanitizeRichHtml } from "../../lib/sanitize";
import { isUniqueViolation } from "../../lib/unique-violation";
import { recordAudit } from "../audit/audit.service";
import { asVisibility, canRead } from "./pages.access";
import * as repo from "./pages.repository";

const PAGE_NOT_FOUND = msg("Page not found.");
const REVISION_NOT_FOUND = msg("Revision not found.");
const slugTaken = () =>
  conflict(msg("Another page has that slug."), { slug: [msg("Another page has that slug: choose another.")] });

type PageRow = NonNullable<Awaited<ReturnType<typeof repo.findPage>>>;

const toSummary = (row: PageRow, groups: string[]): PageSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  visibility: asVisibility(row.visibility),
  groups,
  published: row.is_published === 1,
  updated_at: row.updated_at,
  updated_by: row.updated_by,
});

/** How the audit log names a page. */
const pageTarget = (page: { id: number; slug: string; title: string }) => ({
  type: "page",
  id: page.id,
  label: `Page /p/${page.slug}/: ${page.title}`,
});

/**
 * A published page the caller may read (GET /core/api/pages/{slug}/). A draft, a page restricted
 * from the caller, a missing page and a slug that cannot be one all answer the same 404, so nobody
 * learns that a page they may not see exists.
 */
export async function readPage(db: Db, slug: string, user: AuthUser | null): Promise<PageView> {
  if (!PAGE_SLUG_PATTERN.test(slug)) throw notFound(PAGE_NOT_FOUND);
  const row = await repo.findPageBySlug(db, slug);
  if (row?.is_published !== 1) throw notFound(PAGE_NOT_FOUND);
  const groups =
    asVisibility(row.visibility) === "groups" ? ((await repo.groupNamesOf(db, [row.id])).get(row.id) ?? []) : [];
  if (!canRead(user, row, groups)) throw notFound(PAGE_NOT_FOUND);
  return { slug: row.slug, title: row.title, content: row.content_html, updated_at: row.updated_at };
}

/** The console's list, paged in the database, last changed first. */
export async function listPages(db: Db, page: number): Promise<PageList> {
  const size = PAGE_LIMITS.listPageSize;
  const total = await repo.countPages(db);
  const rows = await repo.listPages(db, { limit: size, offset: (page - 1) * size });
  const groups = await repo.groupNamesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    pages: rows.map((row) => toSummary(row, groups.get(row.id) ?? [])),
    page,
    page_count: Math.max(1, Math.ceil(total / size)),
    total,
  };
}

export async function pageDetail(db: Db, id: number): Promise<PageDetail> {
  const row = await repo.findPage(db, id);
  if (!row) throw notFound(PAGE_NOT_FOUND);
  const groups = (await repo.groupNamesOf(db, [id])).get(id) ?? [];
  return {
    ...toSummary(row, groups),
    content: row.content_html,
    created_at: row.created_at,
    created_by: row.created_by,
  };
}

interface CleanPage {
  slug: string;
  title: string;
  content_html: string;
  visibility: PageVisibility;
  groups: { id: number; name: string }[];
  is_published: number;
}

/** Sanitises the content (refused when nothing shows) and finds the chosen groups (all must exist). */
async function cleanForm(db: Db, form: PageForm): Promise<CleanPage> {
  const content_html = sanitizeRichHtml(form.content);
  if (isBlankHtml(content_html)) throw validation({ content: [msg("Content is required.")] });
  let groups: { id: number; name: string }[] = [];
  if (form.visibility === "groups") {
    const names = [...new Set(form.groups)];
    if (names.length === 0) throw validation({ groups: [msg("Choose at least one group.")] });
    groups = await repo.findGroups(db, names);
    const missing = names.filter((name) => !groups.some((group) => group.name === name));
    if (missing.length > 0)
      throw validation({ groups: [msgWith("No group is named {names}.", { names: missing.join(", ") })] });
    groups.sort((a, b) => a.name.localeCompare(b.name));
  }
  const { slug, title, visibility } = form;
  return { slug, title, content_html, visibility, groups, is_published: form.published ? 1 : 0 };
}

const groupNames = (page: CleanPage) => page.groups.map((group) => group.name);

/** Keeps what the page says and who may read it as a revision. */
async function keepRevision(
  trx: Db,
  pageId: number,
  page: Omit<CleanPage, "slug" | "is_published">,
  authorId: number | null,
  at: string,
) {
  await repo.insertRevision(trx, {
    page_id: pageId,
    title: page.title,
    content_html: page.content_html,
    visibility: page.visibility,
    groups_json: JSON.stringify(page.groups.map((group) => group.name)),
    author_id: authorId,
    created_at: at,
  });
}

/** Runs a write that may take a slug another page has: the unique index decides, as a 409. */
async function slugGuarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

export async function createPage(db: Db, user: AuthUser, form: PageForm): Promise<PageDetail> {
  const clean = await cleanForm(db, form);
  if (await repo.findPageBySlug(db, clean.slug)) throw slugTaken();
  const now = nowIso();
  const id = await slugGuarded(() =>
    db.transaction().execute(async (trx) => {
      const { groups, ...columns } = clean;
      const pageId = await repo.insertPage(trx, {
        ...columns,
        created_at: now,
        created_by_id: user.id,
        updated_at: now,
        updated_by_id: user.id,
      });
      await repo.setPageGroups(
        trx,
        pageId,
        groups.map((group) => group.id),
      );
      await keepRevision(trx, pageId, clean, user.id, now);
      await recordAudit(trx, {
        actor: user,
        action: "page.create",
        target: pageTarget({ id: pageId, ...clean }),
        after: {
          slug: clean.slug,
          title: clean.title,
          visibility: clean.visibility,
          groups: groupNames(clean),
          published: form.published,
        },
      });
      return pageId;
    }),
  );
  return pageDetail(db, id);
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Saves the page. A change of what it says or who may read it (title, content, visibility, groups)
 * keeps a revision and is audited as page.update (a new slug too); a change of draft or published
 * is page.publish. A save that changes nothing writes nothing. Answers whether anything changed.
 */
export async function updatePage(db: Db, id: number, user: AuthUser, form: PageForm): Promise<boolean> {
  const clean = await cleanForm(db, form);
  const before = await pageDetail(db, id);
  const other = await repo.findPageBySlug(db, clean.slug);
  if (other && other.id !== id) throw slugTaken();
  const contentChanged =
    clean.title !== before.title ||
    clean.content_html !== before.content ||
    clean.visibility !== before.visibility ||
    !sameList(groupNames(clean), before.groups);
  const slugChanged = clean.slug !== before.slug;
  const publishChanged = (clean.is_published === 1) !== before.published;
  if (!contentChanged && !slugChanged && !publishChanged) return false;
  const now = nowIso();
  await slugGuarded(() =>
    db.transaction().execute(async (trx) => {
      const { groups, ...columns } = clean;
      await repo.updatePage(trx, id, { ...columns, updated_at: now, updated_by_id: user.id });
      const target = pageTarget({ id, slug: clean.slug, title: clean.title });
      if (contentChanged || slugChanged) {
        await repo.setPageGroups(
          trx,
          id,
          groups.map((group) => group.id),
        );
        if (contentChanged) await keepRevision(trx, id, clean, user.id, now);
        await recordAudit(trx, {
          actor: user,
          action: "page.update",
          target,
          before: { slug: before.slug, title: before.title, visibility: before.visibility, groups: before.groups },
          after: {
            slug: clean.slug,
            title: clean.title,
            visibility: clean.visibility,
            groups: groupNames(clean),
            content_changed: clean.content_html !== before.content,
          },
        });
      }
      if (publishChanged) {
        await recordAudit(trx, {
          actor: user,
          action: "page.publish",
          target,
          before: { published: before.published },
          after: { published: clean.is_published === 1 },
        });
      }
    }),
  );
  return true;
}

export async function deletePage(db: Db, id: number, user: AuthUser): Promise<PageDetail> {
  const before = await pageDetail(db, id);
  await db.transaction().execute(async (trx) => {
    if (!(await repo.deletePage(trx, id))) throw notFound(PAGE_NOT_FOUND);
    await recordAudit(trx, {
      actor: user,
      action: "page.delete",
      target: pageTarget(before),
      before: { slug: before.slug, title: before.title, visibility: before.visibility, published: before.published },
    });
  });
  return before;
}

export async function listRevisions(db: Db, pageId: number, page: number): Promise<PageRevisionList> {
  if (!(await repo.findPage(db, pageId))) throw notFound(PAGE_NOT_FOUND);
  const size = PAGE_LIMITS.revisionsPageSize;
  const total = await repo.countRevisions(db, pageId);
  const rows = await repo.listRevisions(db, pageId, { limit: size, offset: (page - 1) * size });
  return {
    revisions: rows.map((row) => ({ ...row, visibility: asVisibility(row.visibility) })),
    page,
    page_count: Math.max(1, Math.ceil(total / size)),
    total,
  };
}

const groupsOfRevision = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === "string") : [];
};

export async function revisionDetail(db: Db, pageId: number, revisionId: number): Promise<PageRevision> {
  const page = await repo.findPage(db, pageId);
  const row = page ? await repo.findRevision(db, pageId, revisionId) : undefined;
  if (!page || !row) throw notFound(REVISION_NOT_FOUND);
  return {
    id: row.id,
    page_id: pageId,
    page_title: page.title,
    title: row.title,
    content: row.content_html,
    visibility: asVisibility(row.visibility),
    groups: groupsOfRevision(row.groups_json),
    author: row.author,
    created_at: row.created_at,
  };
}

/**
 * The page says again what the revision said, to whom it said it: title, content, visibility and
 * the revision's groups that still exist (a "groups" page whose groups are all gone is the owner's
 * alone). Slug and draft or published stay. Kept as a new revision, so a restore can be undone.
 */
export async function restoreRevision(db: Db, pageId: number, revisionId: number, user: AuthUser): Promise<void> {
  const revision = await revisionDetail(db, pageId, revisionId);
  const before = await pageDetail(db, pageId);
  const groups = revision.visibility === "groups" ? await repo.findGroups(db, revision.groups) : [];
  groups.sort((a, b) => a.name.localeCompare(b.name));
  const restored = {
    title: revision.title,
    content_html: revision.content,
    visibility: revision.visibility,
    groups,
  };
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await repo.updatePage(trx, pageId, {
      title: restored.title,
      content_html: restored.content_html,
      visibility: restored.visibility,
      updated_at: now,
      updated_by_id: user.id,
    });
    await repo.setPageGroups(
      trx,
      pageId,
      groups.map((group) => group.id),
    );
    await keepRevision(trx, pageId, restored, user.id, now);
    await recordAudit(trx, {
      actor: user,
      action: "page.restore",
      target: pageTarget({ id: pageId, slug: before.slug, title: restored.title }),
      before: { title: before.title, visibility: before.visibility, groups: before.groups },
      after: {
        revision: revisionId,
        title: restored.title,
        visibility: restored.visibility,
        groups: groups.map((group) => group.name),
      },
    });
  });
}

/** Published pages anyone may read, for the sitemap: their address and last change. */
export const sitemapEntries = repo.publicPages;

/** What a link preview of /p/{slug}/ shows, for a published page anyone may read; otherwise nothing. */
export async function publicPreview(db: Db, slug: string) {
  if (!PAGE_SLUG_PATTERN.test(slug)) return undefined;
  const row = await repo.findPageBySlug(db, slug);
  if (!row || !canRead(null, row, [])) return undefined;
  return { slug: row.slug, title: row.title, created_at: row.created_at, updated_at: row.updated_at };
}

/**
 * The pages a menu names (issue 30, docs/decisions/031), by id: address, title, and whether `user`
 * may read each now (published and let in by its visibility). A deleted page is simply absent.
 */
export async function pagesForMenus(
  db: Db,
  ids: readonly number[],
  user: Principal | null,
): Promise<Map<number, { slug: string; title: string; readable: boolean }>> {
  const rows = await repo.findPagesByIds(db, [...new Set(ids)]);
  const restricted = rows.filter((row) => asVisibility(row.visibility) === "groups").map((row) => row.id);
  const groups = await repo.groupNamesOf(db, restricted);
  return new Map(
    rows.map((row) => [
      row.id,
      { slug: row.slug, title: row.title, readable: canRead(user, row, groups.get(row.id) ?? []) },
    ]),
  );
}

/** The pages the home page's page block may show: published, and everyone may read them. */
export const publicPageChoices = repo.publicPageChoices;

/** A page by id while it is published and everyone may read it; otherwise nothing (issue 30's home block). */
export async function publicPageById(db: Db, id: number) {
  const row = await repo.findPage(db, id);
  if (!row || !canRead(null, row, [])) return undefined;
  return { id: row.id, slug: row.slug, title: row.title };
}
