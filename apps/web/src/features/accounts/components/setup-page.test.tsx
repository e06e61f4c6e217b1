import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../../test/render";

const WRONG = "This setup token is not right.";

async function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await userEvent.type(screen.getByLabelText(label), value);
}

const owner = {
  Username: "Notch",
  "E-mail": "notch@example.org",
  Password: "obsidian-portal-77",
  "Confirm password": "obsidian-portal-77",
};

describe("first-run setup", { timeout: 20_000 }, () => {
  it("shows the no-owner banner on every page, linking to /setup/", async () => {
    renderApp("/privacy-policy/", { site: { needs_setup: true } });
    expect(await screen.findByText("This site has no owner yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Set it up" })).toHaveAttribute("href", "/setup/");
  });

  it("shows no banner once the site has an owner, and /setup/ is the 404 page", async () => {
    renderApp("/setup/", { site: { needs_setup: false } });
    expect(await screen.findByText(/the page you are looking for does not exist/)).toBeInTheDocument();
    expect(screen.queryByText("This site has no owner yet.")).not.toBeInTheDocument();
  });

  it("takes the token from the link, creates the owner, and goes home with a welcome", async () => {
    const bodies: unknown[] = [];
    const site = { needs_setup: true };
    const view = renderApp("/setup/?token=from-the-link", {
      handler: (url, init) => {
        if (url.pathname !== "/api/setup/") return undefined;
        bodies.push(JSON.parse(String(init?.body)));
        site.needs_setup = false;
        return { status: 201, body: { message: "Welcome, Notch: the site is yours.", username: "Notch" } };
      },
      site,
    });
    expect(await screen.findByText("The setup token came with your link.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Setup token")).not.toBeInTheDocument();
    await fill(owner);
    await userEvent.click(screen.getByRole("button", { name: "Create the owner account" }));
    expect(await screen.findByText("Welcome, Notch: the site is yours.")).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      token: "from-the-link",
      username: "Notch",
      email: "notch@example.org",
      password1: owner.Password,
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/"));
    // The site config was asked again: the banner is gone.
    await waitFor(() => expect(screen.queryByText("This site has no owner yet.")).not.toBeInTheDocument());
    expect(view.calls.filter((call) => call.path === "/api/site-config/").length).toBeGreaterThan(1);
  });

  it("asks for the token when the link's was refused, and checks the form before sending", async () => {
    const bodies: unknown[] = [];
    renderApp("/setup/?token=stale", {
      site: { needs_setup: true },
      handler: (url, init) => {
        if (url.pathname !== "/api/setup/") return undefined;
        bodies.push(JSON.parse(String(init?.body)));
        return { status: 403, body: { message: WRONG, code: "forbidden", errors: { token: [WRONG] } } };
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Create the owner account" }));
    expect(screen.getAllByText("This field is required.")).toHaveLength(4);
    expect(bodies).toHaveLength(0);
    await fill({ ...owner, "Confirm password": "something-else-12" });
    await userEvent.click(screen.getByRole("button", { name: "Create the owner account" }));
    expect(await screen.findByText("passwords must match")).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText("Confirm password"));
    await userEvent.type(screen.getByLabelText("Confirm password"), owner.Password);
    await userEvent.click(screen.getByRole("button", { name: "Create the owner account" }));
    expect(await screen.findByText(WRONG)).toBeInTheDocument();
    expect(screen.getByLabelText("Setup token")).toHaveValue("stale");
  });
});
