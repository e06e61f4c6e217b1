import type { RouteObject } from "react-router";
import { RequireAuth } from "../../components/guards/guards";
import { lazyPage } from "../../components/routing/lazy-page";

/** My Colony 2 news networks (spec §2): every page needs sign-in; ownership is the server's to check. */
export const newsNetworksRoutes: RouteObject[] = [
  {
    path: "mycolony2",
    element: <RequireAuth />,
    children: [
      {
        index: true,
        handle: { title: "news-networks.title.hub" },
        ...lazyPage(
          () => import("./components/hub-page"),
          (m) => m.NewsHubPage,
          ["news-networks"],
        ),
      },
      {
        path: "news/create",
        handle: { title: "news-networks.title.create" },
        ...lazyPage(
          () => import("./components/editor-pages"),
          (m) => m.CreateNewsNetworkPage,
          ["news-networks"],
        ),
      },
      {
        path: "news/edit/:idFromURL",
        handle: { title: "news-networks.title.edit" },
        ...lazyPage(
          () => import("./components/editor-pages"),
          (m) => m.EditNewsNetworkPage,
          ["news-networks"],
        ),
      },
      {
        path: "news/how-to",
        handle: { title: "news-networks.title.howTo" },
        ...lazyPage(
          () => import("./components/how-to-page"),
          (m) => m.NewsHowToPage,
          ["news-networks"],
        ),
      },
      {
        path: "news/:idFromURL",
        handle: { title: "news-networks.title.detail" },
        ...lazyPage(
          () => import("./components/detail-page"),
          (m) => m.NewsNetworkDetailPage,
          ["news-networks"],
        ),
      },
    ],
  },
];
