import type { AppealListItem, AppealView } from "@bastion/shared";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";
import { activateLocale } from "../../../lib/i18n";

// Issue 31: an appeal read and reviewed in German, its list too.

const admin = signedIn({ username: "Alex", groups: ["administrators"] });

const view: AppealView = {
  appeal: {
    id: 7,
    status: "Pending",
    is_opened: true,
    submitted_by: "Steve",
    submitted_by_profile_img: "/images/default-avatar.svg",
    date_created: "2026-11-02T12:00:00.000Z",
    date_last_updated: "2026-11-02T12:00:00.000Z",
    last_updated_by: null,
    appeal_message: "Ich war an dem Tag nicht auf dem Server.",
    punishment: {
      id: 12,
      type: "Ban",
      date: "2026-11-01T12:00:00.000Z",
      actioned_by: "ModAlex",
      player: "Steve_MC",
      reason: "",
      is_active: true,
    },
  },
  comments: [],
  other_open_appeals: [
    { id: 8, submitted_by: "Stranger", status: "Pending", date_created: "2026-11-02T13:00:00.000Z" },
    { id: 9, submitted_by: "Copycat", status: "Denied", date_created: "2026-11-02T14:00:00.000Z" },
  ],
  can_modify: true,
  can_comment: true,
};

const item: AppealListItem = {
  id: 5,
  punishment: "Mute",
  player: "Griefer",
  reason: "Spam",
  status: "Approved",
  date_created: "2026-11-01T12:00:00.000Z",
  date_last_updated: "2026-11-02T12:00:00.000Z",
  last_updated_by: "Alex",
  submitted_by: "Steve",
};

describe("appeals in German", () => {
  it("shows an appeal, its punishment, the review and the other open appeals in German", async () => {
    await act(() => activateLocale("de"));
    renderApp("/appeals/inspect/7/", {
      user: admin,
      handler: (url) => (url.pathname === "/punished/api/appeal/inspect/7/" ? { body: view } : undefined),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Einspruch ansehen" })).toBeInTheDocument();
    expect(screen.getByText("Offen")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Zurück" })).toHaveAttribute("href", "/appeals/current/admin/");
    expect(screen.getByRole("heading", { name: "Strafe" })).toBeInTheDocument();
    expect(screen.getByText("Art").nextElementSibling).toHaveTextContent("Bann");
    expect(screen.getByRole("region", { name: "Grund der Strafe" })).toHaveTextContent("Kein Grund angegeben.");
    const posted = new Date("2026-11-02T12:00:00.000Z").toLocaleString("de", {
      dateStyle: "medium",
      timeStyle: "short",
    });
    expect(screen.getByText(/^Eingereicht am/)).toHaveTextContent(`Eingereicht am ${posted}`);
    expect(screen.getByText(/^Status:/)).toHaveTextContent("Status: Ausstehend");
    await waitFor(() => expect(document.title).toBe("Einspruch gegen den Bann von Steve_MC · Test Craft"));

    // The administrators' review.
    expect(screen.getByRole("heading", { name: "Prüfung durch Admins" })).toBeInTheDocument();
    const status = screen.getByRole("combobox", { name: "Status" });
    expect(
      within(status)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Ausstehend", "Angenommen", "Abgelehnt"]);
    expect(screen.getByRole("switch", { name: "Geöffnet" })).toBeChecked();
    expect(screen.getByRole("button", { name: "Absenden" })).toBeInTheDocument();
    await userEvent.selectOptions(status, "Approved");
    expect(
      screen.getByText("Die Annahme hebt den Bann nicht auf: Hebe ihn zusätzlich im Spiel auf."),
    ).toBeInTheDocument();

    // The punishment's other open appeals, counted in German.
    expect(screen.getByRole("heading", { name: "Weitere offene Einsprüche gegen diese Strafe (2)" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Einspruch #8" })).toHaveAttribute("href", "/appeals/inspect/8/");
    expect(screen.getByText(/^von Copycat am/)).toBeInTheDocument();
    expect(screen.getByText("Abgelehnt", { selector: ".badge" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Die anderen 2 Einsprüche schließen" }));
    const dialog = await screen.findByRole("dialog", { name: "Die anderen Einsprüche schließen?" });
    expect(dialog).toHaveTextContent(
      "Die 2 anderen offenen Einsprüche gegen diese Strafe werden als „Abgelehnt“ geschlossen",
    );
    expect(within(dialog).getByRole("button", { name: "Alle schließen" })).toBeInTheDocument();
    // (The dialog's Cancel is the shared ConfirmDialog's word, translated with the shell.)
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    // The discussion.
    expect(screen.getByRole("heading", { name: "Kommentare" })).toBeInTheDocument();
    expect(screen.getByText("Noch keine Kommentare.")).toBeInTheDocument();
    expect(screen.getByLabelText("Kommentar schreiben")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Kommentar senden" })).toBeDisabled();
  });

  it("lists the player's appeals with German columns, types and statuses, and says when there are none", async () => {
    await act(() => activateLocale("de"));
    let appeals = [item];
    const { router } = renderApp("/appeals/current/", {
      user: signedIn(),
      handler: (url) =>
        url.pathname === "/punished/api/appeal/list/" ? { body: { appeals, pageNumbers: [1] } } : undefined,
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Aktuelle Einsprüche" })).toBeInTheDocument();
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Art der Strafe", "Status", "Erstellt am", "Zuletzt geändert am", "Zuletzt geändert von"]);
    const row = within(table).getAllByRole("row")[1] as HTMLElement;
    expect(row).toHaveAttribute("title", "Einspruch #5 öffnen");
    expect(within(row).getByText("Stummschaltung")).toBeInTheDocument();
    expect(within(row).getByText("Angenommen")).toBeInTheDocument();

    appeals = [];
    await act(() => router.navigate("/appeals/closed/"));
    expect(await screen.findByText("Du hast derzeit keine geschlossenen Einsprüche")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Geschlossene Einsprüche" })).toBeInTheDocument();
  });

  it("starts an appeal from the hub in German", async () => {
    await act(() => activateLocale("de"));
    renderApp("/appeals/", { user: signedIn() });
    expect(await screen.findByRole("heading", { level: 1, name: "Einsprüche" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Aktuelle Einsprüche ansehen" })).toHaveAttribute(
      "href",
      "/appeals/current/",
    );
    await userEvent.click(screen.getByRole("button", { name: "Einspruch einlegen" }));
    const dialog = await screen.findByRole("dialog", { name: "Spielernamen prüfen" });
    expect(within(dialog).getByLabelText("Spielername")).toBeInTheDocument();
    expect(
      within(within(dialog).getByLabelText("Art der Strafe"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Bann", "Stummschaltung", "Kick", "Verwarnung"]);
    expect(within(dialog).getByRole("button", { name: "Suchen" })).toBeDisabled();
  });
});
