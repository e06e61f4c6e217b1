import type { AppealPunishment, OwnAppeal } from "@bastion/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";
import { formatDate } from "../../../lib/format-date";

// Pages load lazily, and a busy machine can take more than a second to build the chunk.

const punishment: AppealPunishment = {
  id: 12,
  type: "Ban",
  date: "2026-11-01T12:00:00.000Z",
  player: "Notch",
  reason: "Using an x-ray client.\nSeen by two moderators.",
  actioned_by: "ModAlex",
  until: null,
};

type Handler = NonNullable<NonNullable<Parameters<typeof renderApp>[1]>["handler"]>;

/** The create page as the verify step opens it; by default the player has no appeal of this punishment yet. */
async function openCreatePage(handler?: Handler, own: OwnAppeal = { appeal: null }) {
  const view = renderApp("/appeals/", {
    user: signedIn(),
    handler: (url, init) =>
      url.pathname === "/punished/api/appeal/for-punishment/12/" ? { body: own } : handler?.(url, init),
  });
  await screen.findByRole("heading", { level: 1, name: "Appeals" });
  await view.router.navigate("/appeals/create/", { state: { punishment } });
  await screen.findByRole("heading", { level: 1, name: "Create An Appeal" });
  // The form follows the answer about an earlier appeal.
  if (!own.appeal?.is_opened) await screen.findByRole("textbox", { name: "Your appeal" });
  return view;
}

describe("create appeal page", () => {
  it("shows the error-loading-page screen when opened directly", async () => {
    renderApp("/appeals/create/", { user: signedIn() });
    expect(await screen.findByText("Error loading the requested page")).toBeInTheDocument();
  });

  it("shows the punishment with its reason in a scrollable box", async () => {
    await openCreatePage();
    expect(screen.getByText("Notch")).toBeInTheDocument();
    expect(screen.getByText("ModAlex")).toBeInTheDocument();
    const reason = screen.getByRole("region", { name: "Reason for the punishment" });
    expect(reason).toHaveTextContent("Using an x-ray client.");
    expect(reason).toHaveClass("reason-box");
  });

  it("keeps Create disabled while the reason is blank or invisible; Cancel goes back to the hub", async () => {
    const { router } = await openCreatePage();
    const create = screen.getByRole("button", { name: "Create" });
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Your appeal"), "   ");
    expect(create).toBeDisabled();
    // Text made only of invisible characters is blank too (the server would refuse it).
    await userEvent.type(screen.getByLabelText("Your appeal"), "\u200b\u202e\u2060");
    expect(create).toBeDisabled();
    await userEvent.click(screen.getByRole("link", { name: "Cancel" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/appeals/"));
  });

  it("creates the appeal and opens its page", async () => {
    let sent: unknown;
    const { router } = await openCreatePage((url, init) => {
      if (url.pathname === "/punished/api/appeal/create/") {
        sent = JSON.parse(String(init?.body));
        return { status: 201, body: { appeal_id: 77 } };
      }
      return undefined;
    });
    await userEvent.type(screen.getByLabelText("Your appeal"), "I was testing a resource pack.");
    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/appeals/inspect/77/"));
    expect(sent).toEqual({ punishment_id: 12, appeal_message: "I was testing a resource pack." });
  });

  it("shows the server's refusal, else the spec's fallback", async () => {
    let status = 409;
    await openCreatePage((url) => {
      if (url.pathname !== "/punished/api/appeal/create/") return undefined;
      return status === 409
        ? { status, body: { message: "You already have an open appeal for this punishment." } }
        : { status, body: null };
    });
    await userEvent.type(screen.getByLabelText("Your appeal"), "Please");
    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("You already have an open appeal for this punishment.")).toBeInTheDocument();
    status = 500;
    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("An error occurred while attempting to create appeal.")).toBeInTheDocument();
  });

  it("labels the punishment's reason and the player's own apart (issue 27)", async () => {
    await openCreatePage();
    expect(screen.getByRole("region", { name: "Reason for the punishment" })).toHaveTextContent(
      "Using an x-ray client.",
    );
    const appeal = screen.getByRole("textbox", { name: "Your appeal" });
    expect(appeal).toHaveAccessibleDescription(/Your reason: why this punishment should be lifted/);
    expect(screen.queryByLabelText("Reason", { exact: true })).not.toBeInTheDocument();
    expect(screen.queryByText("Reason", { exact: true })).not.toBeInTheDocument();
  });

  it("shows the player's open appeal of this punishment instead of a form the server would refuse", async () => {
    await openCreatePage(undefined, {
      appeal: { id: 31, status: "Pending", is_opened: true, date_created: "2026-11-02T08:00:00.000Z" },
    });
    expect(await screen.findByText(/You appealed this on/)).toHaveTextContent(
      `You appealed this on ${formatDate("2026-11-02T08:00:00.000Z")}.`,
    );
    expect(screen.getByRole("link", { name: "View your appeal" })).toHaveAttribute("href", "/appeals/inspect/31/");
    expect(screen.queryByRole("textbox", { name: "Your appeal" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create" })).not.toBeInTheDocument();
  });
});
