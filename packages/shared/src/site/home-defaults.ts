import type { HomeSettings } from "./home";

// The home page's blocks, limits and first values (issue 30), apart from its schemas: the home
// page falls back to these, and this file has no zod, so its first load does not carry the
// schema library (issue 31's budget).

/** The blocks an owner shows, hides and orders on the home page (issue 30). */
export const HOME_BLOCKS = ["server_status", "announcements", "page", "vote_links"] as const;
export type HomeBlock = (typeof HOME_BLOCKS)[number];

/** The words the editor shows for each block. */
export const HOME_BLOCK_LABELS: Record<HomeBlock, string> = {
  server_status: "Server status and how to join",
  announcements: "Latest announcements",
  page: "A custom page's content",
  vote_links: "Vote links",
};

export const HOME_LIMITS = {
  heroTitle: 80,
  heroText: 600,
  ctaLabel: 40,
  link: 300,
  announcements: { min: 1, max: 6 },
  voteLinks: 10,
  voteLabel: 60,
} as const;

/** Today's home page, the first values of a new site (and of one upgraded to this version). */
export const DEFAULT_HOME: HomeSettings = {
  hero_title: "",
  hero_text: "A survival server with a community that builds together.",
  cta: null,
  blocks: [
    { type: "announcements", enabled: true },
    { type: "server_status", enabled: true },
    { type: "page", enabled: false },
    { type: "vote_links", enabled: false },
  ],
  announcements_count: 3,
  page_id: null,
  vote_links: [],
};
