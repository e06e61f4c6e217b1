import { NEWS_TEMPLATE_LISTS, type NewsNetworkForm, type NewsTemplates, newsTemplatesSchema } from "@bastion/shared";
import { z } from "zod";
import type { NewsNetworksTable } from "./news-networks.table";

// The two JSON text columns (allowed_usernames, templates), written from the validated form and read
// back through the shared schemas, so a hand-edited row fails loudly instead of serving garbage.

const namesSchema = z.array(z.string());

/** The columns a form sets (create and edit alike). */
export function storedValues(form: NewsNetworkForm, now: string) {
  const templates = Object.fromEntries(NEWS_TEMPLATE_LISTS.map((list) => [list, form[list]])) as NewsTemplates;
  return {
    network_name_on_website: form.network_name_on_website,
    network_name: form.network_name,
    network_name_short: form.network_name_short,
    logo_background_colour: form.logo_background_colour,
    logo_text_colour: form.logo_text_colour,
    logo_stroke: form.logo_stroke,
    is_locked: form.is_locked ? 1 : 0,
    server_id: form.server_id,
    allowed_usernames: JSON.stringify(form.allowed_usernames),
    templates: JSON.stringify(templates),
    updated_at: now,
  };
}

export const readTemplates = (row: Pick<NewsNetworksTable, "templates">): NewsTemplates =>
  newsTemplatesSchema.parse(JSON.parse(row.templates));

export const readAllowedUsernames = (row: Pick<NewsNetworksTable, "allowed_usernames">): string[] =>
  namesSchema.parse(JSON.parse(row.allowed_usernames));
