import type { OwnAppeal, PunishmentDetail } from "@bastion/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";
import { formatDate } from "../../../lib/format-date";

const detail = (overrides: Partial<PunishmentDetail> = {}): PunishmentDetail => ({
  id: 12,
  type: "Ban",
  player: "Griefer",
  player_uuid: "069a79f4-44e9-4726-a5be-fca90e38aaf5",
  reason: "Griefing spawn with TNT",
  actioned_by: "CONSOLE",
  actioned_by_uuid: "CONSOLE",
  play_time: 7265,
  date: "2026-03-01T10:00:00.000Z",
  until: null,
  is_active: true,
  ...overrides,
});

function renderDetail(path: string, answer: { status?: number; body?: unknown }) {
  const requested: string[] = [];
  const view = renderApp(path, {
    handler: (url) => {
      if (!url.pathname.startsWith("/punished/api/inspect-punishment/")) return undefined;
      requested.push(url.pathname);
      return answer;
    },
  });
  return { ...view, requested };
}

/** The value cell of a labelled row of the record. */
const cellOf = (label: string) => {
  const header = screen.getByRole("rowheader", { name: label });
  return within(header.closest("tr") as HTMLElement).getByRole("cell");
};

describe("inspect punishment", () => {
  it("shows the rows of the record: avatars, play time, dates, Permanently and Active Yes", async () => {
    const { requested } = renderDetail("/punished/12/", { body: detail() });
    expect(await screen.findByRole("heading", { name: /Griefer/ })).toBeInTheDocument();
    expect(requested).toEqual(["/punished/api/inspect-punishment/12/"]);
    expect(screen.getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual([
      "Player",
      "Reason",
      "Issued By",
      "Play Time",
      "Date Issued",
      "Until",
      "Active Punishment",
    ]);
    expect(cellOf("Player")).toHaveTextContent("Griefer");
    await waitFor(() =>
      expect(cellOf("Player").querySelector("img")).toHaveAttribute(
        "src",
        "https://heads.example/avatar/069a79f4-44e9-4726-a5be-fca90e38aaf5/64",
      ),
    );
    expect(cellOf("Issued By")).toHaveTextContent("CONSOLE");
    expect(cellOf("Issued By").querySelector("img")).toHaveAttribute("src", "/images/console-avatar.svg");
    expect(cellOf("Reason")).toHaveTextContent("Griefing spawn with TNT");
    expect(cellOf("Play Time")).toHaveTextContent("2 h 1 min");
    expect(cellOf("Date Issued")).toHaveTextContent(
      new Date("2026-03-01T10:00:00.000Z").toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }),
    );
    expect(cellOf("Until")).toHaveTextContent("Permanently");
    expect(cellOf("Active Punishment")).toHaveTextContent("Yes");
  });

  it("shows an issuing player's avatar by uuid, the end date and Active No", async () => {
    renderDetail("/punished/13/", {
      body: detail({
        id: 13,
        actioned_by: "ModSteve",
        actioned_by_uuid: "853c80ef-3c37-49fd-aa49-938b674adae6",
        until: "2026-03-08T10:00:00.000Z",
        is_active: false,
        play_time: null,
      }),
    });
    await screen.findByRole("heading", { name: /Griefer/ });
    await waitFor(() =>
      expect(cellOf("Issued By").querySelector("img")).toHaveAttribute(
        "src",
        "https://heads.example/avatar/853c80ef-3c37-49fd-aa49-938b674adae6/64",
      ),
    );
    expect(cellOf("Until")).not.toHaveTextContent("Permanently");
    expect(cellOf("Until")).toHaveTextContent(
      new Date("2026-03-08T10:00:00.000Z").toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }),
    );
    expect(cellOf("Active Punishment")).toHaveTextContent("No");
    expect(cellOf("Play Time")).toHaveTextContent("Not recorded");
  });

  it("shows the not-found page for an unknown id, and for an id that is not a number without asking", async () => {
    renderDetail("/punished/999/", { status: 404, body: { message: "Punishment not found." } });
    expect(
      await screen.findByText("Sorry, the page you are looking for does not exist, or has been moved."),
    ).toBeInTheDocument();

    const { requested } = renderDetail("/punished/abc/", { body: detail() });
    expect(
      (await screen.findAllByText("Sorry, the page you are looking for does not exist, or has been moved.")).length,
    ).toBeGreaterThan(0);
    expect(requested).toEqual([]);
  });

  it("says so when the record cannot be fetched", async () => {
    renderDetail("/punished/12/", { status: 500, body: null });
    expect(await screen.findByText("An error occurred while fetching the player data.")).toBeInTheDocument();
  });

  it("goes back to the list when opened directly", async () => {
    const { router } = renderDetail("/punished/12/", { body: detail() });
    await screen.findByRole("heading", { name: /Griefer/ });
    await userEvent.click(screen.getByRole("button", { name: "Back to the list" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/punished/"));
  });

  it("shows N/A as the end of a kick", async () => {
    renderDetail("/punished/12/", { body: detail({ type: "Kick", until: "2026-03-01T10:00:00.000Z" }) });
    await screen.findByRole("heading", { name: /Griefer/ });
    expect(cellOf("Until")).toHaveTextContent("N/A");
  });

  it("asks a visitor to sign in to appeal, and comes back here afterwards", async () => {
    renderDetail("/punished/12/", { body: detail() });
    const link = await screen.findByRole("link", { name: "Sign in to appeal" });
    expect(link).toHaveAttribute("href", `/login/?next=${encodeURIComponent("/punished/12/")}`);
  });

  it("opens the appeal form with this punishment filled in for a signed-in player", async () => {
    const { router } = renderSignedIn({ appeal: null });
    await userEvent.click(await screen.findByRole("button", { name: "Appeal this punishment" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/appeals/create/"));
    expect(await screen.findByRole("heading", { name: "Create An Appeal" })).toBeInTheDocument();
    expect(screen.getByText("Griefing spawn with TNT")).toBeInTheDocument();
  });

  it("says when the player appealed it and links to the appeal instead of offering another (issue 27)", async () => {
    const { calls } = renderSignedIn({
      appeal: { id: 5, status: "Pending", is_opened: true, date_created: "2026-03-02T09:30:00.000Z" },
    });
    const text = await screen.findByText(/You appealed this on/);
    expect(text).toHaveTextContent(`You appealed this on ${formatDate("2026-03-02T09:30:00.000Z")}.`);
    expect(screen.getByRole("link", { name: "View your appeal" })).toHaveAttribute("href", "/appeals/inspect/5/");
    expect(screen.queryByRole("button", { name: /Appeal/ })).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain("/punished/api/appeal/for-punishment/12/");
  });

  it("offers a new appeal once the player's appeal is closed", async () => {
    const { router } = renderSignedIn({
      appeal: { id: 5, status: "Denied", is_opened: false, date_created: "2026-03-02T09:30:00.000Z" },
    });
    expect(await screen.findByText(/You appealed this on/)).toHaveTextContent("It is closed (Denied).");
    expect(screen.getByRole("link", { name: "View your appeal" })).toHaveAttribute("href", "/appeals/inspect/5/");
    await userEvent.click(screen.getByRole("button", { name: "Appeal again" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/appeals/create/"));
  });
});

/** The page as a signed-in player sees it, with the server's answer about their own appeal. */
function renderSignedIn(own: OwnAppeal) {
  return renderApp("/punished/12/", {
    user: signedIn(),
    handler: (url) => {
      if (url.pathname === "/punished/api/inspect-punishment/12/") return { body: detail() };
      if (url.pathname === "/punished/api/appeal/for-punishment/12/") return { body: own };
      return undefined;
    },
  });
}
