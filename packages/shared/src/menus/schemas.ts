import { z } from "zod";
import { accessNameSchema } from "../accounts/fields";
import { msg } from "../i18n/messages";
import { writtenText } from "../text-schema";
import { BUILTIN_MENU_KEYS, MENU_LIMITS, MENU_NAMES, MENU_VISIBILITIES } from "./constants";

const labelSchema = writtenText({ error: msg("Label is required.") }).pipe(
  z.string().max(MENU_LIMITS.label, msg("Label must be at most {max} characters.", { max: MENU_LIMITS.label })),
);

/** Who sees the item: everyone, anyone signed in, or the chosen groups' members (the owner always). */
const visibilityFields = {
  visible_to: z.enum(MENU_VISIBILITIES, { error: msg("Choose who sees the item.") }).default("everyone"),
  /** Used when visible_to is "groups", dropped otherwise. */
  groups: z
    .array(accessNameSchema, { error: msg("Groups must be a list of group names.") })
    .max(MENU_LIMITS.groups, msg("Choose at most {max} groups.", { max: MENU_LIMITS.groups }))
    .default([]),
};

export const builtinMenuItemSchema = z.object({
  kind: z.literal("builtin"),
  key: z.enum(BUILTIN_MENU_KEYS, { error: msg("Unknown item.") }),
  /** The owner switched it off. */
  hidden: z.boolean().default(false),
  ...visibilityFields,
});

export const pageMenuItemSchema = z.object({
  kind: z.literal("page"),
  page_id: z
    .number({ error: msg("Choose a page.") })
    .int()
    .positive({ error: msg("Choose a page.") }),
  /** Empty: the page's title. */
  label: labelSchema.default(""),
  ...visibilityFields,
});

export const linkMenuItemSchema = z.object({
  kind: z.literal("link"),
  label: labelSchema.pipe(z.string().min(1, msg("Label is required."))),
  url: z
    .string({ error: msg("Address is required.") })
    .trim()
    .min(1, msg("Address is required."))
    .max(MENU_LIMITS.url, msg("Address must be at most {max} characters.", { max: MENU_LIMITS.url }))
    .refine((value) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), {
      error: msg("Address must start with https:// or http://."),
    }),
  ...visibilityFields,
});

export const menuItemSchema = z.discriminatedUnion(
  "kind",
  [builtinMenuItemSchema, pageMenuItemSchema, linkMenuItemSchema],
  {
    error: msg("Unknown kind of item."),
  },
);
export type MenuItem = z.infer<typeof menuItemSchema>;
export type MenuItemInput = z.input<typeof menuItemSchema>;

const menuSchema = z
  .array(menuItemSchema, { error: msg("A menu is a list of items.") })
  .max(MENU_LIMITS.items, msg("A menu holds at most {max} items.", { max: MENU_LIMITS.items }));

/** GET and POST /admin/api/menus/: both menus, in order (issue 30). */
export const siteMenusSchema = z.object({ navbar: menuSchema, footer: menuSchema }).superRefine((menus, ctx) => {
  const seen = new Set<string>();
  for (const name of MENU_NAMES) {
    menus[name].forEach((item, index) => {
      if (item.kind === "builtin") {
        if (seen.has(item.key)) {
          ctx.addIssue({ code: "custom", path: [name, index, "key"], message: msg("This item is already in a menu.") });
        }
        seen.add(item.key);
      }
      if (item.visible_to === "groups" && item.groups.length === 0) {
        ctx.addIssue({ code: "custom", path: [name, index, "groups"], message: msg("Choose at least one group.") });
      }
    });
  }
});
export type SiteMenus = z.infer<typeof siteMenusSchema>;
export type SiteMenusInput = z.input<typeof siteMenusSchema>;

/** The menus as the server answers them: the same shape, checked already (no cleaning on the way out). */
const visibilityView = { visible_to: z.enum(MENU_VISIBILITIES), groups: z.array(z.string()) };
const menuItemViewSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("builtin"), key: z.enum(BUILTIN_MENU_KEYS), hidden: z.boolean(), ...visibilityView }),
  z.object({ kind: z.literal("page"), page_id: z.number().int(), label: z.string(), ...visibilityView }),
  z.object({ kind: z.literal("link"), label: z.string(), url: z.string(), ...visibilityView }),
]);
/** GET /admin/api/menus/ */
export const siteMenusViewSchema = z.object({
  navbar: z.array(menuItemViewSchema),
  footer: z.array(menuItemViewSchema),
});

export const siteMenusSavedSchema = z.object({ message: z.string(), menus: siteMenusViewSchema });
export type SiteMenusSaved = z.infer<typeof siteMenusSavedSchema>;

/** One link as a visitor gets it: already filtered for them by the server. */
export const menuLinkSchema = z.object({
  /** Stable within the menu, for the list's keys: "builtin:store", "page:7", "link:3". */
  id: z.string(),
  label: z.string(),
  href: z.string(),
  /** Another site: a new tab, told to screen readers. */
  external: z.boolean(),
});
export type MenuLink = z.infer<typeof menuLinkSchema>;

/** GET /core/api/menus/: the menus for this visitor. */
export const visitorMenusSchema = z.object({ navbar: z.array(menuLinkSchema), footer: z.array(menuLinkSchema) });
export type VisitorMenus = z.infer<typeof visitorMenusSchema>;
