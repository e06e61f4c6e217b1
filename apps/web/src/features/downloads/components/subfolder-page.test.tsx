import type { DownloadFile } from "@bastion/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { FakeUpload } from "../../../../test/fake-upload";
import { renderApp, signedIn } from "../../../../test/render";

// Issue 27: a subfolder has its own page, where files are uploaded straight into it (an empty one
// included), and every folder action says what it does in words, not with an icon alone.

const reader = signedIn({ groups: ["downloads"] });
const keeper = signedIn({ permissions: ["downloads", "downloads.modify"] });
const date = "2026-11-21T18:00:00.000Z";
const file = (name: string, size: number): DownloadFile => ({ name, size, modified: date });

/** Server: the Server folder holds an empty Datapacks and a Plugins with one jar; `placed` adds the upload. */
function server(state = { placed: false }) {
  return (url: URL) => {
    if (url.pathname === "/files/api/get/subfolders/Server/") {
      return {
        body: {
          subfolders: [
            { name: "Datapacks", modified: date },
            { name: "Plugins", modified: date },
          ],
          files: [],
        },
      };
    }
    if (url.pathname === "/files/api/files/get/subfolder/Server/Datapacks/") {
      return { body: { files: state.placed ? [file("terrain.zip", 4096)] : [] } };
    }
    if (url.pathname === "/files/api/files/get/subfolder/Server/Plugins/") {
      return { body: { files: [file("sodium.jar", 1536)] } };
    }
    if (url.pathname === "/files/api/upload/verify/") return { body: { message: "Ready to upload." } };
    return undefined;
  };
}

describe("a subfolder's page", () => {
  const original = globalThis.XMLHttpRequest;
  afterEach(() => {
    globalThis.XMLHttpRequest = original;
    FakeUpload.last = undefined;
  });

  it("opens from the folder page by the subfolder's name, with a way back to the folder", async () => {
    const { router } = renderApp("/downloads/Server/", { user: reader, handler: server() });
    // The file's first test also loads the lazy pages, which can take seconds on a busy machine.
    await userEvent.click(await screen.findByRole("link", { name: "Plugins" }, { timeout: 15_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/downloads/Server/Plugins/"));
    expect(await screen.findByRole("heading", { level: 1, name: "Plugins" })).toBeInTheDocument();
    expect(await screen.findByText("sodium.jar")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download sodium.jar" })).toHaveTextContent("Download");
    expect(screen.getByRole("button", { name: "Download as zip" })).toBeInTheDocument();
    // A reader neither uploads nor deletes.
    expect(screen.queryByRole("button", { name: "Upload Files" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Server" })).toHaveAttribute("href", "/downloads/Server/");
  });

  it("uploads into an empty subfolder from its own page and lists what arrived", async () => {
    globalThis.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
    const user = userEvent.setup();
    const state = { placed: false };
    const { calls } = renderApp("/downloads/Server/Datapacks/", { user: keeper, handler: server(state) });
    expect(await screen.findByText("Sorry, Datapacks is empty.")).toBeInTheDocument();
    expect(screen.getByText("Add files to it with Upload Files.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Upload Files" }));
    // No destination to choose: this page uploads here.
    expect(screen.getByText("Into Server/Datapacks")).toBeInTheDocument();
    expect(screen.queryByLabelText("Upload to")).not.toBeInTheDocument();
    const terrain = new File(["x".repeat(4096)], "terrain.zip");
    await user.upload(screen.getByLabelText("Files to upload"), terrain);
    await user.click(screen.getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(FakeUpload.last).toBeDefined());
    const verify = calls.find((call) => call.path === "/files/api/upload/verify/");
    expect(verify).toBeDefined();
    const upload = FakeUpload.last as FakeUpload;
    expect(upload.sent?.get("folder")).toBe("Server");
    expect(upload.sent?.get("subfolder")).toBe("Datapacks");
    expect(upload.sent?.get("files")).toEqual(terrain);
    state.placed = true;
    upload.answer(201, { message: "1 file uploaded.", files: [file("terrain.zip", 4096)] });
    expect(await screen.findByText("1 file uploaded.")).toBeInTheDocument();
    expect(await within(screen.getByRole("table")).findByText("terrain.zip")).toBeInTheDocument();
  });

  it("is reached from the files dialog of an empty subfolder with Upload Files open", async () => {
    const user = userEvent.setup();
    const { router } = renderApp("/downloads/Server/", { user: keeper, handler: server() });
    await user.click(await screen.findByRole("button", { name: "View files in Datapacks" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("Sorry, Datapacks is empty.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("link", { name: "Upload files here" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/downloads/Server/Datapacks/"));
    expect(await screen.findByRole("region", { name: "Upload Files" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload Files" })).toHaveAttribute("aria-expanded", "true");
  });

  it("shows the not-found page for a subfolder that does not exist", async () => {
    renderApp("/downloads/Server/Nothing/", { user: reader, handler: server() });
    expect(
      await screen.findByText("Sorry, the page you are looking for does not exist, or has been moved."),
    ).toBeInTheDocument();
  });
});

describe("folder actions in words", () => {
  it("labels every subfolder and file action with its word, not an icon alone", async () => {
    renderApp("/downloads/Server/", { user: keeper, handler: server() });
    const row = (await screen.findByRole("link", { name: "Plugins" })).closest("tr") as HTMLElement;
    const words = within(row)
      .getAllByRole("button")
      .map((button) => [button.textContent, button.getAttribute("aria-label")]);
    expect(words).toEqual([
      ["View files", "View files in Plugins"],
      ["Zip", "Download Plugins as zip"],
      ["Modify", "Modify Plugins"],
      ["Delete", "Delete Plugins"],
    ]);
  });
});
