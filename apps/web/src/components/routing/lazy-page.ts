import type { ComponentType } from "react";

/** Loads a page component on first visit, so each route is its own chunk. */
export const lazyPage = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) => ({
  lazy: async () => ({ Component: pick(await load()) }),
});
