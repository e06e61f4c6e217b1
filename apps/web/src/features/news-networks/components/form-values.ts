import {
  NEWS_TEMPLATE_LISTS,
  type NewsNetworkDetail,
  type NewsNetworkFormInput,
  type NewsTemplateList,
} from "@bastion/shared";
import type { Translate } from "../../../lib/i18n";
import { TEMPLATE_WORDS } from "./template-words";

/** What the form edits: the §3 fields, with the server id as text ("" for none). */
export type NetworkFormValues = {
  network_name_on_website: string;
  network_name: string;
  network_name_short: string;
  logo_background_colour: string;
  logo_text_colour: string;
  logo_stroke: string;
  is_locked: boolean;
  server_id: string;
  allowed_usernames: string[];
} & Record<NewsTemplateList, string[]>;

const templatesFrom = (pick: (list: NewsTemplateList) => string[]) =>
  Object.fromEntries(NEWS_TEMPLATE_LISTS.map((list) => [list, pick(list)])) as Record<NewsTemplateList, string[]>;

/**
 * A new network: readable colours and one working example per list, for the owner to rewrite, in
 * the language shown (its #variables are the game's and stay as they are).
 */
export const newNetworkValues = (t: Translate): NetworkFormValues => ({
  network_name_on_website: "",
  network_name: "",
  network_name_short: "",
  logo_background_colour: "#1f4e79",
  logo_text_colour: "#ffffff",
  logo_stroke: "#0b1a2b",
  is_locked: false,
  server_id: "",
  allowed_usernames: [],
  ...templatesFrom((list) => [t(TEMPLATE_WORDS[list].example)]),
});

/** The edit form starts from what is stored. */
export const valuesOf = (network: NewsNetworkDetail): NetworkFormValues => ({
  network_name_on_website: network.network_name_on_website,
  network_name: network.network_name,
  network_name_short: network.network_name_short,
  logo_background_colour: network.logo_background_colour,
  logo_text_colour: network.logo_text_colour,
  logo_stroke: network.logo_stroke,
  is_locked: network.is_locked,
  server_id: network.server_id ?? "",
  allowed_usernames: network.allowed_usernames,
  ...templatesFrom((list) => network[list]),
});

/**
 * The request body: the server trims, checks and stores it. An open network sends no restrictions:
 * their fields are hidden while it is unlocked, so a value there could only fail where nobody sees it.
 */
export const bodyOf = (values: NetworkFormValues): NewsNetworkFormInput =>
  values.is_locked ? { ...values } : { ...values, server_id: "", allowed_usernames: [] };
