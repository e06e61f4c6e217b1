import { exampleTemplates } from "../news-networks/constants";
import type { NewsNetworkFormInput } from "../news-networks/schemas";

/**
 * A whole, valid network (open, one example per template list) with `overrides` laid over it: the
 * body the server's tests, the browser tests and the bench send when only some fields matter.
 */
export function exampleNetworkForm(overrides: Partial<NewsNetworkFormInput> = {}): NewsNetworkFormInput {
  return {
    network_name_on_website: "Galactic News Network",
    network_name: "Galactic News",
    network_name_short: "GNN",
    logo_background_colour: "#1f4e79",
    logo_text_colour: "#ffffff",
    logo_stroke: "#0b1a2b",
    is_locked: false,
    server_id: "",
    allowed_usernames: [],
    ...exampleTemplates(),
    ...overrides,
  };
}
