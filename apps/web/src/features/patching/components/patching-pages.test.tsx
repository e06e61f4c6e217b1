import type { Patch, PatchTarget } from "@bastion/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { FakeUpload } from "../../../../test/fake-upload";
import { renderApp, signedIn } from "../../../../test/render";

const patcher = signedIn({ groups: ["patching"] });
const date = "2026-11-26T15:00:00.000Z";
const SHA_A = "a".repeat(64);
const SHA_B = "b".repeat(64);

const survival: PatchTarget = {
  id: 1,
  name: "survival",
  created_at: date,
  patch_count: 2,
  current: { id: 11, version: "1.1.0", published_at: date },
};
const lobby: PatchTarget = { id: 2, name: "lobby", created_at: date, patch_count: 0, current: null };

const patch = (overrides: Partial<Patch>): Patch => ({
  id: 10,
  target_id: 1,
  version: "1.0.0",
  file_name: "Essentials.jar",
  size: 3_500_000,
  sha256: SHA_A,
  notes: "",
  published_by: "Alex",
  published_at: date,
  downloads: 0,
  is_current: false,
  ...overrides,
});
const patches = [
  patch({ id: 11, version: "1.1.0", sha256: SHA_B, is_current: true, downloads: 4, notes: "Faster.\nSafer." }),
  patch({ id: 10, version: "1.0.0" }),
];

function handler(url: URL, init: RequestInit | undefined) {
  if (url.pathname === "/patching/api/targets/" && init?.method === "POST") {
    return {
      status: 201,
      body: { message: "Target creative created.", target: { ...lobby, id: 3, name: "creative" } },
    };
  }
  if (url.pathname === "/patching/api/targets/") {
    return { body: { targets: [lobby, survival], public_url: "https://mc.example.org", max_bytes: 1024 * 1024 } };
  }
  if (url.pathname === "/patching/api/targets/1/patches/") {
    return { body: { target: survival, current: patches[0], patches, page: 1, page_count: 1 } };
  }
  if (url.pathname === "/patching/api/patches/10/make-current/") {
    return { body: { message: "1.0.0 is now the current patch of survival.", patch: patches[1] } };
  }
  if (url.pathname === "/patching/api/patches/10/" && init?.method === "DELETE") return { status: 200 };
  return undefined;
}

describe("who may open the patching pages", () => {
  it("asks a visitor to sign in, shows a member without the patching group the 403 page", async () => {
    const visitor = renderApp("/patching/", { handler });
    expect(await screen.findByText("User account needed")).toBeInTheDocument();
    visitor.unmount();
    renderApp("/patching/survival/", { user: signedIn({ groups: ["downloads"] }), handler });
    expect(await screen.findByText("403 Access Forbidden")).toBeInTheDocument();
  });

  it("keeps /api/downloads/ for the owner: the patching group gets the 403 page", async () => {
    renderApp("/api/downloads/", { user: patcher, handler });
    expect(await screen.findByText("403 Access Forbidden")).toBeInTheDocument();
  });
});

describe("Server Patching", () => {
  it("lists the targets with their current patch, and creates one after checking the name", async () => {
    const user = userEvent.setup();
    const { calls } = renderApp("/patching/", { user: patcher, handler });
    const row = (await screen.findByRole("link", { name: "survival" })).closest("tr") as HTMLElement;
    expect(row).toHaveTextContent("1.1.0");
    expect(row).toHaveTextContent("2");
    expect((screen.getByRole("link", { name: "lobby" }).closest("tr") as HTMLElement).textContent).toContain(
      "None yet",
    );
    await user.click(screen.getByRole("button", { name: "New target" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(within(dialog).getByText("Target name cannot be blank.")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Target name"), "../up");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(within(dialog).getByText("A name cannot start with a dot.")).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText("Target name"));
    await user.type(within(dialog).getByLabelText("Target name"), "creative");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Target creative created.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST" && c.path === "/patching/api/targets/")).toHaveLength(1);
  });

  it("says a target that does not exist is not found", async () => {
    renderApp("/patching/nowhere/", { user: patcher, handler });
    expect(await screen.findByText(/the page you are looking for does not exist/)).toBeInTheDocument();
  });
});

describe("a target's page", () => {
  it("lists its patches with the current one marked, sizes, hashes, notes and downloads", async () => {
    renderApp("/patching/survival/", { user: patcher, handler });
    expect(await screen.findByRole("heading", { name: "survival", level: 1 })).toBeInTheDocument();
    const rows = within(await screen.findByRole("table"))
      .getAllByRole("row")
      .slice(1);
    expect(rows[0]).toHaveTextContent("1.1.0Current");
    expect(rows[0]).toHaveTextContent("3.34 MB");
    expect(rows[0]).toHaveTextContent("bbbbbbbbbbbb…");
    expect(rows[0]).toHaveTextContent("Faster.");
    expect(within(rows[0] as HTMLElement).getByRole("button", { name: "Delete 1.1.0" })).toBeDisabled();
    // Its name begins with the words it shows (WCAG 2.5.3), then says which version.
    expect(within(rows[1] as HTMLElement).getByRole("button", { name: "Roll back to 1.0.0" })).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByRole("link", { name: "Download 1.0.0" })).toHaveAttribute(
      "href",
      "/patching/api/patches/10/file/",
    );
    const card = screen.getByRole("heading", { name: "Current patch" }).closest(".card") as HTMLElement;
    expect(card).toHaveTextContent("1.1.0");
    expect(card).toHaveTextContent(SHA_B);
    expect(card).toHaveTextContent("GET https://mc.example.org/api/v1/patches/survival/current");
  });

  it("offers the cron script with the site's address and the target", async () => {
    renderApp("/patching/survival/", { user: patcher, handler });
    const script = (await screen.findByText(/Installs the current patch of "survival"/)).textContent ?? "";
    expect(script).toContain("SITE='https://mc.example.org'");
    expect(script).toContain("TARGET='survival'");
    expect(script).toContain("sha256sum -c");
    expect(screen.getByRole("button", { name: "Copy script" })).toBeInTheDocument();
  });

  it("rolls back after a confirmation", async () => {
    const user = userEvent.setup();
    const { calls } = renderApp("/patching/survival/", { user: patcher, handler });
    await user.click(await screen.findByRole("button", { name: "Roll back to 1.0.0" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Make 1.0.0 the current patch of survival?");
    expect(dialog).toHaveTextContent("in place of 1.1.0");
    await user.click(within(dialog).getByRole("button", { name: "Make current" }));
    expect(await screen.findByText("1.0.0 is now the current patch of survival.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST" && c.path === "/patching/api/patches/10/make-current/")).toBe(true);
  });

  it("asks before deleting a patch", async () => {
    const user = userEvent.setup();
    const { calls } = renderApp("/patching/survival/", { user: patcher, handler });
    await user.click(await screen.findByRole("button", { name: "Delete 1.0.0" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Are you sure you want to delete 1.0.0 (Essentials.jar)?");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Delete 1.0.0" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Patch 1.0.0 deleted.")).toBeInTheDocument();
  });
});

describe("publishing", () => {
  const original = globalThis.XMLHttpRequest;
  afterEach(() => {
    globalThis.XMLHttpRequest = original;
    FakeUpload.last = undefined;
  });

  it("checks the file and version first, then uploads with a progress bar that can be cancelled", async () => {
    globalThis.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
    const user = userEvent.setup();
    renderApp("/patching/survival/", { user: patcher, handler });
    const form = await screen.findByRole("form", { name: "Publish a patch to survival" });
    await user.click(within(form).getByRole("button", { name: "Publish" }));
    expect(within(form).getByText("Choose the patch file.")).toBeInTheDocument();
    expect(within(form).getByText("Version is required.")).toBeInTheDocument();

    await user.upload(within(form).getByLabelText("Patch file"), new File(["x".repeat(2048)], "Essentials-2.jar"));
    expect(within(form).getByText("Essentials-2.jar")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Version"), "2.0.0");
    await user.type(within(form).getByLabelText("Release notes (plain text)"), "New warps.");
    await user.click(within(form).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(FakeUpload.last).toBeDefined());
    const upload = FakeUpload.last as FakeUpload;
    expect(upload.url).toBe("/patching/api/targets/1/patches/");
    expect([...(upload.sent?.keys() ?? [])]).toEqual(["version", "notes", "make_current", "file"]);
    expect(upload.sent?.get("make_current")).toBe("true");
    upload.progress(0.4);
    const bar = await screen.findByRole("progressbar", { name: "Upload progress" });
    // The bar may be found at 0% before the progress event's render: wait for it.
    await waitFor(() => expect(bar).toHaveTextContent("40%"));
    await user.click(within(form).getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("Publishing canceled: the patch was not stored.")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();

    await user.click(within(form).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(FakeUpload.last).not.toBe(upload));
    (FakeUpload.last as FakeUpload).answer(201, {
      message: "Published 2.0.0 to survival. It is now the current patch.",
      patch: patch({ id: 12, version: "2.0.0" }),
    });
    expect(await screen.findByText("Published 2.0.0 to survival. It is now the current patch.")).toBeInTheDocument();
    expect(within(form).getByLabelText("Version")).toHaveValue("");
  });

  it("shows the server's refusal of a taken version under the field", async () => {
    globalThis.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
    const user = userEvent.setup();
    renderApp("/patching/survival/", { user: patcher, handler });
    const form = await screen.findByRole("form", { name: "Publish a patch to survival" });
    await user.upload(within(form).getByLabelText("Patch file"), new File(["x"], "a.jar"));
    await user.type(within(form).getByLabelText("Version"), "1.0.0");
    await user.click(within(form).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(FakeUpload.last).toBeDefined());
    const message = "survival already has a patch 1.0.0.";
    (FakeUpload.last as FakeUpload).answer(409, { message, code: "conflict", errors: { version: [message] } });
    expect(await within(form).findByText(message)).toBeInTheDocument();
  });

  it("refuses a file over the server's limit before sending it", async () => {
    globalThis.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
    const user = userEvent.setup();
    renderApp("/patching/survival/", { user: patcher, handler });
    const form = await screen.findByRole("form", { name: "Publish a patch to survival" });
    await user.upload(
      within(form).getByLabelText("Patch file"),
      new File([new Uint8Array(1024 * 1024 + 1)], "big.zip"),
    );
    expect(within(form).getByText("The patch file must be at most 1 MB.")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Version"), "3");
    await user.click(within(form).getByRole("button", { name: "Publish" }));
    expect(FakeUpload.last).toBeUndefined();
  });
});
