import type { AppealPunishment } from "@bastion/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../test-utils/render";

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

async function openCreatePage(handler?: Handler) {
  const view = renderApp("/appeals/", { user: signedIn(), handler });
  await screen.findByRole("heading", { level: 1, name: "Appeals" });
  await view.router.navigate("/appeals/create/", { state: { punishment } });
  await screen.findByRole("heading", { level: 1, name: "Create An Appeal" });
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
    const reason = screen.getByRole("region", { name: "Punishment reason" });
    expect(reason).toHaveTextContent("Using an x-ray client.");
    expect(reason).toHaveClass("reason-box");
  });

  it("keeps Create disabled while the reason is blank or invisible; Cancel goes back to the hub", async () => {
    const { router } = await openCreatePage();
    const create = screen.getByRole("button", { name: "Create" });
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Reason"), "   ");
    expect(create).toBeDisabled();
    // Text made only of invisible characters is blank too (the server would refuse it).
    await userEvent.type(screen.getByLabelText("Reason"), "\u200b\u202e\u2060");
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
    await userEvent.type(screen.getByLabelText("Reason"), "I was testing a resource pack.");
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
    await userEvent.type(screen.getByLabelText("Reason"), "Please");
    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("You already have an open appeal for this punishment.")).toBeInTheDocument();
    status = 500;
    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("An error occurred while attempting to create appeal.")).toBeInTheDocument();
  });
});
