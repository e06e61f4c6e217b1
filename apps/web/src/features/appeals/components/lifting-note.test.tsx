import type { AppealDetail, AppealView } from "@bastion/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";

// Issue 27: approving an appeal does not lift the ban or mute; the administrator is told so, and
// sees whether the game server (or the LiteBans sync) has since lifted it.

const admin = signedIn({ username: "Alex", groups: ["administrators"] });

function appeal(overrides: Partial<AppealDetail> = {}, punishment: Partial<AppealDetail["punishment"]> = {}) {
  return {
    id: 7,
    status: "Pending",
    is_opened: true,
    submitted_by: "Steve",
    submitted_by_profile_img: "/images/default-avatar.svg",
    date_created: "2026-11-02T12:00:00.000Z",
    date_last_updated: "2026-11-02T12:00:00.000Z",
    last_updated_by: null,
    appeal_message: "I was not on the server that day.",
    punishment: {
      id: 12,
      type: "Ban",
      date: "2026-11-01T12:00:00.000Z",
      actioned_by: "ModAlex",
      player: "Steve_MC",
      reason: "Griefing the spawn",
      is_active: true,
      ...punishment,
    },
    ...overrides,
  } satisfies AppealDetail;
}

function openAsAdmin(first: AppealDetail, afterModify?: AppealDetail) {
  let current: AppealView = {
    appeal: first,
    comments: [],
    other_open_appeals: [],
    can_modify: true,
    can_comment: true,
  };
  renderApp("/appeals/inspect/7/", {
    user: admin,
    handler: (url) => {
      if (url.pathname === "/punished/api/appeal/inspect/7/") return { body: current };
      if (url.pathname === "/punished/api/appeal/inspect/7/modify/" && afterModify) {
        current = { ...current, appeal: afterModify };
        return { body: { message: "Successfully modified", appeal: afterModify } };
      }
      return undefined;
    },
  });
}

describe("approving an appeal of a punishment that still holds", () => {
  it("says before and after approving that the ban must be lifted in game", async () => {
    const approved = appeal({
      status: "Approved",
      date_last_updated: "2026-11-03T09:00:00.000Z",
      last_updated_by: "Alex",
    });
    openAsAdmin(appeal(), approved);
    await screen.findByRole("heading", { name: "Administrator review" });
    expect(screen.queryByText(/lift it in game/)).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText("Status"), "Approved");
    expect(screen.getByText("Approving does not lift the ban: lift it in game as well.")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    const warning = await screen.findByText("Approved, but the ban is still active.");
    expect(warning.closest(".alert")).toHaveTextContent(
      "Approving here does not lift it: lift it in game. This page shows it lifted once the game server or the LiteBans sync reports it.",
    );
  });

  it("shows that the mute has since been lifted", async () => {
    openAsAdmin(appeal({ status: "Approved", is_opened: false }, { type: "Mute", is_active: false }));
    expect(await screen.findByText("Approved, and the mute has since been lifted.")).toBeInTheDocument();
    expect(screen.queryByText(/still active/)).not.toBeInTheDocument();
  });

  it("says nothing for a kick or a warning, which hold nothing to lift", async () => {
    openAsAdmin(appeal({ status: "Approved" }, { type: "Kick", is_active: true }));
    await screen.findByRole("heading", { name: "Administrator review" });
    expect(screen.queryByText(/still active|lift it in game|since been lifted/)).not.toBeInTheDocument();
  });
});
