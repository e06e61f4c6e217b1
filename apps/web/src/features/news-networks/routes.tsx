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
        handle: { title: "My Colony 2" },
        ...lazyPage(
          () => import("./components/hub-page"),
          (m) => m.NewsHubPage,
        ),
      },
      {
        path: "news/create",
        handle: { title: "Create a news network" },
        ...lazyPage(
          () => import("./components/editor-pages"),
          (m) => m.CreateNewsNetworkPage,
        ),
      },
      {
        path: "news/edit/:idFromURL",
        handle: { title: "Edit news network" },
        ...lazyPage(
          () => import("./components/editor-pages"),
          (m) => m.EditNewsNetworkPage,
        ),
      },
      {
        path: "news/how-to",
        handle: { title: "News network how-to" },
        ...lazyPage(
          () => import("./components/how-to-page"),
          (m) => m.NewsHowToPage,
        ),
      },
      {
        path: "news/:idFromURL",
        handle: { title: "News network" },
        ...lazyPage(
          () => import("./components/detail-page"),
          (m) => m.NewsNetworkDetailPage,
        ),
      },
    ],
  },
];
