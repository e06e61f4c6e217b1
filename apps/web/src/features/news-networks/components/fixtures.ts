import { exampleTemplates, type NewsNetworkDetail } from "@bastion/shared";

/** A stored network as GET /mc2/api/news/inspect/{id}/ answers it, for the page tests. */
export function detailFixture(overrides: Partial<NewsNetworkDetail> = {}): NewsNetworkDetail {
  return {
    id: 7,
    network_name_on_website: "Galactic News Network",
    network_name: "Galactic News",
    network_name_short: "GNN",
    logo_background_colour: "#1a2b3c",
    logo_text_colour: "#ffffff",
    logo_stroke: "#000000",
    is_locked: false,
    server_id: null,
    allowed_usernames: [],
    ...exampleTemplates(),
    url_to_copy: "https://mc.example.org/mc2/api/feed/AbCdEfGhIjKlMnOpQrStUv/",
    owner: "Steve",
    can_edit: true,
    created_at: "2026-11-25T12:00:00.000Z",
    updated_at: "2026-11-25T12:30:00.000Z",
    ...overrides,
  };
}
