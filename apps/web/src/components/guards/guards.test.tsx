import { GROUPS } from "@bastion/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { anonymous, fakeServer, signedIn } from "../../../test/render";
import { RequireAccess, RequireAuth } from "./guards";

function renderGuarded(user: typeof anonymous) {
  fakeServer((url) => (url.pathname === "/users/api/user-basic-info/" ? { body: user } : undefined));
  const router = createMemoryRouter(
    [
      { path: "/members", element: <RequireAuth />, children: [{ index: true, element: <p>members only</p> }] },
      {
        path: "/patching",
        element: <RequireAccess requirement={{ group: GROUPS.patching }} />,
        children: [{ index: true, element: <p>patch notes</p> }],
      },
    ],
    { initialEntries: ["/members", "/patching"], initialIndex: 0 },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("route guards", () => {
  it("shows the must-be-logged-in page to visitors", async () => {
    renderGuarded(anonymous);
    expect(await screen.findByText("User account needed")).toBeInTheDocument();
    expect(screen.queryByText("members only")).not.toBeInTheDocument();
  });

  it("lets a signed-in user through", async () => {
    renderGuarded(signedIn());
    expect(await screen.findByText("members only")).toBeInTheDocument();
  });

  it("shows the 403 page without the group, and passes the owner", async () => {
    const router = renderGuarded(signedIn());
    await router.navigate("/patching");
    expect(await screen.findByText("403 Access Forbidden")).toBeInTheDocument();
  });

  it("passes the owner through any group requirement", async () => {
    const router = renderGuarded(signedIn({ groups: ["owner"] }));
    await router.navigate("/patching");
    expect(await screen.findByText("patch notes")).toBeInTheDocument();
  });
});
