import type { PatchDownload } from "@bastion/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";

const owner = signedIn({ groups: ["owner"] });
const date = "2026-11-26T15:00:00.000Z";

const download = (overrides: Partial<PatchDownload>): PatchDownload => ({
  id: 1,
  created_at: date,
  key_id: 1,
  key_name: "survival-1",
  key_revoked: false,
  target_id: 1,
  target: "survival",
  patch_id: 10,
  version: "1.0.0",
  file_name: "Essentials.jar",
  client_ip: "203.0.113.9",
  bytes: 2048,
  expected_bytes: 2048,
  range: null,
  completed: true,
  ...overrides,
});

const totals = {
  keys: [
    {
      key_id: 1,
      key_name: "survival-1",
      key_revoked: false,
      downloads: 3,
      completed: 2,
      aborted: 1,
      bytes: 5_000_000,
      last_download_at: date,
    },
    {
      key_id: 2,
      key_name: "old-lobby",
      key_revoked: true,
      downloads: 1,
      completed: 1,
      aborted: 0,
      bytes: 2048,
      last_download_at: date,
    },
  ],
  targets: [
    { id: 1, name: "survival" },
    { id: 2, name: "lobby" },
  ],
};

function handler(url: URL) {
  if (url.pathname === "/api/downloads/api/totals/") return { body: totals };
  if (url.pathname === "/api/downloads/api/list/") {
    if (url.searchParams.get("key") === "2") {
      return {
        body: {
          downloads: [download({ id: 5, key_id: 2, key_name: "old-lobby", key_revoked: true })],
          page: 1,
          has_more: false,
        },
      };
    }
    if (url.searchParams.get("target") === "2") return { body: { downloads: [], page: 1, has_more: false } };
    return {
      body: {
        downloads: [
          download({ id: 3, bytes: 65_536, expected_bytes: 4_194_304, completed: false, version: "1.1.0" }),
          download({ id: 2, range: "bytes 0-1023/2048", bytes: 1024, expected_bytes: 1024, patch_id: null }),
        ],
        page: 1,
        has_more: true,
      },
    };
  }
  return undefined;
}

describe("API Downloads", () => {
  it("shows per-key totals and every download with its result, newest first", async () => {
    renderApp("/api/downloads/", { user: owner, handler });
    expect(await screen.findByRole("heading", { name: "API Downloads" })).toBeInTheDocument();
    const totalsTable = await screen.findByRole("table", { name: "Totals per key" });
    const [survival, old] = within(totalsTable).getAllByRole("row").slice(1);
    expect(survival).toHaveTextContent("survival-1");
    expect(survival).toHaveTextContent("4.77 MB");
    expect(old).toHaveTextContent("old-lobbyRevoked");

    const rows = within(await screen.findByRole("table", { name: "Downloads" }))
      .getAllByRole("row")
      .slice(1);
    expect(rows[0]).toHaveTextContent("64.00 KB of 4.00 MB");
    expect(rows[0]).toHaveTextContent("Aborted");
    expect(rows[0]).toHaveTextContent("203.0.113.9");
    expect(rows[1]).toHaveTextContent("bytes 0-1023/2048");
    expect(rows[1]).toHaveTextContent("Completed");
    expect(rows[1]).toHaveTextContent("Essentials.jar (deleted)");
    expect(screen.getByRole("button", { name: "Next page" })).toBeInTheDocument();
  });

  it("filters by key and by target through the URL, and says when nothing matches", async () => {
    const user = userEvent.setup();
    const { router, calls } = renderApp("/api/downloads/", { user: owner, handler });
    await screen.findByRole("option", { name: "old-lobby (revoked)" });
    await user.selectOptions(screen.getByLabelText("Key"), "old-lobby (revoked)");
    expect(router.state.location.search).toBe("?key=2");
    const table = await screen.findByRole("table", { name: "Downloads" });
    await within(table).findByText("1.0.0");
    expect(within(table).getAllByRole("row").slice(1)).toHaveLength(1);
    expect(calls.some((c) => c.path === "/api/downloads/api/list/")).toBe(true);
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(router.state.location.search).toBe("");
    await user.selectOptions(screen.getByLabelText("Target"), "lobby");
    expect(await screen.findByText("No downloads match these filters.")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?target=2");
  });
});
