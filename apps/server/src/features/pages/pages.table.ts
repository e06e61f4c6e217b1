import type { Generated, Insertable, Selectable } from "kysely";

/** A custom page (issue 30): read at /p/<slug>/ by those its visibility lets in, once published. */
export interface PagesTable {
  id: Generated<number>;
  /** Lower-case letters, digits and single dashes; unique. */
  slug: string;
  title: string;
  /** Sanitised at write time (lib/sanitize.ts), as announcements are. */
  content_html: string;
  /** everyone | signed_in | groups (PAGE_VISIBILITIES). */
  visibility: string;
  is_published: Generated<number>;
  created_at: string;
  /** Null for the site's own page (the privacy policy) or once the account is gone. */
  created_by_id: number | null;
  updated_at: string;
  updated_by_id: number | null;
}

/** The groups a page with visibility "groups" is shown to. */
export interface PageGroupsTable {
  page_id: number;
  group_id: number;
}

/** One saved version of a page: what it said and who could read it. */
export interface PageRevisionsTable {
  id: Generated<number>;
  page_id: number;
  title: string;
  content_html: string;
  visibility: string;
  /** The group names as they were, a JSON list. */
  groups_json: string;
  author_id: number | null;
  created_at: string;
}

export interface PagesTables {
  pages: PagesTable;
  page_groups: PageGroupsTable;
  page_revisions: PageRevisionsTable;
}

export type PageRow = Selectable<PagesTable>;
export type NewPage = Insertable<PagesTable>;
export type NewPageRevision = Insertable<PageRevisionsTable>;
