import { msg } from "../i18n/messages";
// News network constants the web app's screens use, kept free of zod (docs/decisions/003).
import { LIMITS } from "../limits";

/** Spec §3: the eleven lists of message templates, in the order the forms show them. */
export const NEWS_TEMPLATE_LISTS = [
  "taglines",
  "health_crisis",
  "tech_unlock",
  "high_unemp",
  "ol_largest_settlement",
  "starvation",
  "low_approval",
  "low_security",
  "low_entertainment",
  "low_education",
  "contract_sales",
] as const;
export type NewsTemplateList = (typeof NEWS_TEMPLATE_LISTS)[number];

const CRISIS = ["#settlementname", "#ownername"] as const;

/** Spec §5: the variables each list's templates may use; taglines use none. */
export const NEWS_TEMPLATE_VARIABLES: Record<NewsTemplateList, readonly string[]> = {
  taglines: [],
  health_crisis: CRISIS,
  tech_unlock: ["#name", "#tech"],
  high_unemp: CRISIS,
  ol_largest_settlement: ["#population", "#settlementname", "#worldname"],
  starvation: CRISIS,
  low_approval: CRISIS,
  low_security: CRISIS,
  low_entertainment: CRISIS,
  low_education: CRISIS,
  contract_sales: ["#name", "#count", "#total"],
};

/** What each list is for, as the forms and the detail page say it. */
export const NEWS_TEMPLATE_LABELS: Record<NewsTemplateList, { label: string; hint: string }> = {
  taglines: { label: "Taglines", hint: "Slogans shown with the network's name." },
  health_crisis: { label: "Health crisis", hint: "When a settlement's health care falls short." },
  tech_unlock: { label: "Technology unlocked", hint: "When a player unlocks a new technology." },
  high_unemp: { label: "High unemployment", hint: "When many colonists are out of work." },
  ol_largest_settlement: {
    label: "Largest settlement online",
    hint: "The largest settlement of an online world.",
  },
  starvation: { label: "Starvation", hint: "When a settlement runs out of food." },
  low_approval: { label: "Low approval", hint: "When colonists disapprove of their leader." },
  low_security: { label: "Low security", hint: "When crime rises in a settlement." },
  low_entertainment: { label: "Low entertainment", hint: "When colonists have nothing to do." },
  low_education: { label: "Low education", hint: "When a settlement lacks schools." },
  contract_sales: { label: "Contract sales", hint: "When a player sells contracts." },
};

/** The first entry of each list in a new network's form: a working example the owner rewrites. */
export const NEWS_TEMPLATE_EXAMPLES: Record<NewsTemplateList, string> = {
  taglines: "All the news that fits, from across the colony.",
  health_crisis: "Health crisis in #settlementname: residents ask #ownername for more hospitals.",
  tech_unlock: "#name has unlocked #tech!",
  high_unemp: "Jobs wanted: unemployment soars in #settlementname under #ownername.",
  ol_largest_settlement: "#settlementname is now the largest settlement on #worldname, with #population colonists.",
  starvation: "Food shortage in #settlementname! #ownername's colonists are starving.",
  low_approval: "Approval of #ownername falls to a new low in #settlementname.",
  low_security: "Crime is on the rise in #settlementname; #ownername promises more police.",
  low_entertainment: "Bored in #settlementname: colonists beg #ownername for something to do.",
  low_education: "Schools needed in #settlementname, say #ownername's colonists.",
  contract_sales: "#name sold #count contracts for a total of #total.",
};

/** Every list with its example as the only entry: a new network's starting point. */
export const exampleTemplates = (): Record<NewsTemplateList, string[]> =>
  Object.fromEntries(NEWS_TEMPLATE_LISTS.map((list) => [list, [NEWS_TEMPLATE_EXAMPLES[list]]])) as Record<
    NewsTemplateList,
    string[]
  >;

/** A `#word` in a template: a hash and the letters after it ("#1" is not a variable). */
const VARIABLE = /#[A-Za-z]+/g;

/** The `#words` of a template that its list does not know, each once, in the order they appear. */
export function unknownVariables(list: NewsTemplateList, template: string): string[] {
  const allowed = NEWS_TEMPLATE_VARIABLES[list];
  const unknown = (template.match(VARIABLE) ?? []).filter((word) => !allowed.includes(word));
  return [...new Set(unknown)];
}

/** The field error for a template's unknown variables, naming them and what the list allows. */
export function unknownVariablesMessage(list: NewsTemplateList, unknown: readonly string[]): string {
  const allowed = NEWS_TEMPLATE_VARIABLES[list];
  const named = unknown.join(", ");
  const noun = unknown.length === 1 ? "is not a variable" : "are not variables";
  return allowed.length === 0
    ? `${named} ${noun} of this list: it uses no variables.`
    : `${named} ${noun} of this list: use ${allowed.join(", ")}.`;
}

/** Spec §5: colours as #RRGGBB. */
export const HEX_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/**
 * An allowed player: the name the game sends as `?un=` (an Ape Apps username, not necessarily a
 * Minecraft name), so a little wider than Minecraft's: letters, digits, `_`, `.` and `-`.
 */
export const NEWS_USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** A server id as the game sends it in `?server=`: no spaces, nothing that needs escaping in a URL. */
export const NEWS_SERVER_ID_PATTERN = /^[A-Za-z0-9_.:-]+$/;

/** The feed document's format; a change that breaks readers bumps it. */
export const NEWS_FEED_FORMAT = 1;

/** The 400 of a create past the limit (spec §9: 3 per account). */
export const NEWS_NETWORK_LIMIT_REACHED = msg(
  "You already have {count} news networks, the most an account may have. Delete one to create another.",
  { count: LIMITS.newsNetworksPerUser },
);
