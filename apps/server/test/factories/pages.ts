import type { PageFormInput } from "@bastion/shared";
import type { TestClient } from "../app";

let pageCounter = 0;

/** A page form that the server accepts: a unique slug, published for everyone unless told otherwise. */
export function pageForm(overrides: Partial<PageFormInput> = {}): PageFormInput {
  pageCounter += 1;
  return {
    title: `Server rules ${pageCounter}`,
    slug: `rules-${pageCounter}`,
    content: "<p>Be kind. No griefing.</p>",
    visibility: "everyone",
    groups: [],
    published: true,
    ...overrides,
  };
}

/** Creates a page as the client (an owner); returns its id and slug. */
export async function createPage(client: TestClient, overrides: Partial<PageFormInput> = {}) {
  const form = pageForm(overrides);
  const response = await client.post("/admin/api/pages/", form);
  if (response.statusCode !== 201) throw new Error(`page not created: ${response.statusCode} ${response.body}`);
  const { page } = response.json<{ page: { id: number; slug: string } }>();
  return { id: page.id, slug: page.slug, form };
}
