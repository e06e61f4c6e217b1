import { API_PATHS, DEFAULT_HOME, type HomeView } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { embeddedData } from "../../../lib/embedded-data";

/** Today's home page, shown if the owner's cannot be read (the front page never shows an error). */
export const DEFAULT_HOME_VIEW: HomeView = {
  hero_title: DEFAULT_HOME.hero_title,
  hero_text: DEFAULT_HOME.hero_text,
  cta: DEFAULT_HOME.cta,
  blocks: DEFAULT_HOME.blocks.filter((block) => block.enabled && block.type !== "page").map((block) => block.type),
  announcements_count: DEFAULT_HOME.announcements_count,
  page: null,
  vote_links: [],
};

/**
 * The home page's view the server wrote after the skeleton it drew from it (plugins/spa-skeleton.ts,
 * issue 33), read once: the first render shows the same hero as the skeleton, with no placeholders in
 * between. A page opened elsewhere has none.
 */
const embeddedHome = () => embeddedData<HomeView>("home-view", { once: true });

/** GET /core/api/home/: the home page's text and blocks as the owner set them (issue 30). */
export const homeQuery = queryOptions({
  queryKey: ["site", "home"],
  queryFn: ({ signal }) => api<HomeView>(API_PATHS.site.home, { signal }),
  initialData: embeddedHome,
  // As old as the page: asked for again as the home page shows, so an edit since is seen.
  initialDataUpdatedAt: 0,
  retry: false,
});

export const useHome = () => useQuery(homeQuery);
