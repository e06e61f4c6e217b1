import type { DownloadFile } from "@bastion/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { FakeUpload } from "../../../../test/fake-upload";
import { renderApp, signedIn } from "../../../../test/render";
import { shortName } from "./short-name";

const reader = signedIn({ groups: ["downloads"] });
const keeper = signedIn({ permissions: ["downloads", "downloads.modify"] });
const date = "2026-11-21T18:00:00.000Z";
const file = (name: string, size: number): DownloadFile => ({ name, size, modified: date });

const folders = {
  folders: [
    { name: "Modpacks", modified: date, subdirectories: 2, files: 1 },
    { name: "Maps", modified: date, subdirectories: 0, files: 0 },
  ],
};
const modpacks = {
  subfolders: [{ name: "Season 5", modified: date }],
  files: [file("a-very-long-modpack-name-for-season-five.zip", 3_500_000), file("readme.txt", 900)],
};

function handler(url: URL, init: RequestInit | undefined) {
  if (url.pathname === "/files/api/downloads/") return { body: folders };
  if (url.pathname === "/files/api/get/subfolders/Modpacks/") return { body: modpacks };
  if (url.pathname === "/files/api/get/subfolders/Maps/") return { body: { subfolders: [], files: [] } };
  if (url.pathname === "/files/api/files/get/subfolder/Modpacks/Season%205/") {
    return { body: { files: [file("sodium.jar", 1536)] } };
  }
  if (url.pathname === "/files/api/create/folder/" && init?.method === "POST") {
    return { status: 201, body: { message: "Folder Worlds created.", folder_name: "Worlds" } };
  }
  // (The fake server answers JSON; the real one answers 204 with no body.)
  if (url.pathname === "/files/api/delete/file/" && init?.method === "DELETE") return { status: 200 };
  return undefined;
}

describe("who may open the downloads area", () => {
  it("asks a visitor to sign in and shows a member without downloads the 403 page", async () => {
    const anonymous = renderApp("/downloads/", { handler });
    expect(await screen.findByText("User account needed")).toBeInTheDocument();
    anonymous.unmount();
    renderApp("/downloads/Modpacks/", { user: signedIn(), handler });
    expect(await screen.findByText("403 Access Forbidden")).toBeInTheDocument();
  });

  it("opens for the downloads permission as well as the group", async () => {
    renderApp("/downloads/", { user: signedIn({ permissions: ["downloads"] }), handler });
    expect(await screen.findByRole("heading", { name: "Available Downloads" })).toBeInTheDocument();
  });
});

describe("Available Downloads", () => {
  it("shows a card per folder with its date, counts and Browse, and no modify controls for readers", async () => {
    renderApp("/downloads/", { user: reader, handler });
    const card = (await screen.findByRole("heading", { name: "Modpacks" })).closest(".card") as HTMLElement;
    expect(within(card).getByText("2 subfolders · 1 file")).toBeInTheDocument();
    expect(within(card).getByText(/^Last modified/)).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Browse Modpacks" })).toHaveAttribute("href", "/downloads/Modpacks/");
    expect(screen.queryByRole("button", { name: "Create Folder" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete Modpacks" })).not.toBeInTheDocument();
  });

  it("lets a downloads.modify holder create a folder, refusing a blank name first", async () => {
    const user = userEvent.setup();
    const { calls } = renderApp("/downloads/", { user: keeper, handler });
    await user.click(await screen.findByRole("button", { name: "Create Folder" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(within(dialog).getByText("Folder name cannot be blank.")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Folder name"), "x".repeat(33));
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(within(dialog).getByText("Folder name must be at most 32 characters.")).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText("Folder name"));
    await user.type(within(dialog).getByLabelText("Folder name"), "Worlds");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Folder Worlds created.")).toBeInTheDocument();
    expect(calls.filter((call) => call.path === "/files/api/create/folder/")).toHaveLength(1);
  });

  it("asks before deleting a folder", async () => {
    const user = userEvent.setup();
    renderApp("/downloads/", { user: keeper, handler });
    await user.click(await screen.findByRole("button", { name: "Delete Modpacks" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Are you sure you want to delete Modpacks and everything in it?");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});

describe("a folder's page", () => {
  it("lists subfolders and files with types, sizes in base-1024 units and long names shortened", async () => {
    renderApp("/downloads/Modpacks/", { user: reader, handler });
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent("Season 5");
    expect(rows[0]).toHaveTextContent("Folder");
    expect(rows[1]).toHaveTextContent("a-very-long-modpack-name-fo….zip");
    expect(
      within(rows[1] as HTMLElement).getByTitle("a-very-long-modpack-name-for-season-five.zip"),
    ).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent("3.34 MB");
    expect(rows[2]).toHaveTextContent("900 bytes");
    expect(screen.getByRole("button", { name: "Download Season 5 as zip" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete readme.txt" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Upload Files" })).not.toBeInTheDocument();
  });

  it("says 'Sorry, {folder} is empty.' for an empty folder", async () => {
    renderApp("/downloads/Maps/", { user: reader, handler });
    expect(await screen.findByText("Sorry, Maps is empty.")).toBeInTheDocument();
  });

  it("shows a subfolder's files in a dialog", async () => {
    const user = userEvent.setup();
    renderApp("/downloads/Modpacks/", { user: reader, handler });
    await user.click(await screen.findByRole("button", { name: "View files in Season 5" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("sodium.jar")).toBeInTheDocument();
    expect(within(dialog).getByText("1.50 KB")).toBeInTheDocument();
  });

  it("deletes a file after the confirm dialog", async () => {
    const user = userEvent.setup();
    const { calls } = renderApp("/downloads/Modpacks/", { user: keeper, handler });
    await user.click(await screen.findByRole("button", { name: "Delete readme.txt" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Are you sure you want to delete readme.txt?");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("readme.txt deleted.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "DELETE" && call.path === "/files/api/delete/file/")).toBe(true);
  });

  it("refuses a second download while one runs, and names the status of a failed one", async () => {
    const user = userEvent.setup();
    renderApp("/downloads/Modpacks/", { user: reader, handler });
    await screen.findByRole("table");
    const served = globalThis.fetch;
    let finish: (response: Response) => void = () => undefined;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith("/files/api/download/file/")
        ? new Promise<Response>((resolve) => {
            finish = resolve;
          })
        : served(input, init)) as typeof fetch;
    await user.click(screen.getByRole("button", { name: "Download readme.txt" }));
    expect(await screen.findByText("Downloading readme.txt…")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Download Season 5 as zip" }));
    expect(await screen.findByText("File is currently downloading, cannot request another.")).toBeInTheDocument();
    finish(new Response(null, { status: 500 }));
    expect(await screen.findByText("Failed to download file or zip file. Status: 500.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Downloading readme.txt…")).not.toBeInTheDocument());
  });

  it("shows the server's message when a zip is refused", async () => {
    const user = userEvent.setup();
    renderApp("/downloads/Modpacks/", {
      user: reader,
      handler: (url, init) =>
        url.pathname.startsWith("/files/api/zip/")
          ? {
              status: 400,
              body: {
                message: "The requested folder does not contain any files or directories to zip.",
                code: "bad_request",
              },
            }
          : handler(url, init),
    });
    await user.click(await screen.findByRole("button", { name: "Download Season 5 as zip" }));
    expect(
      await screen.findByText("The requested folder does not contain any files or directories to zip."),
    ).toBeInTheDocument();
  });

  it("checks an upload first and shows each file's problem from the verify call", async () => {
    const user = userEvent.setup();
    renderApp("/downloads/Modpacks/", {
      user: keeper,
      handler: (url, init) =>
        url.pathname === "/files/api/upload/verify/"
          ? {
              status: 409,
              body: {
                message: "A file named readme.txt already exists in Modpacks.",
                code: "conflict",
                errors: { "file_sizes.readme.txt": ["A file named readme.txt already exists in Modpacks."] },
              },
            }
          : handler(url, init),
    });
    await user.click(await screen.findByRole("button", { name: "Upload Files" }));
    await user.upload(screen.getByLabelText("Files to upload"), new File(["hello"], "readme.txt"));
    expect(screen.getByText("1 file, 5 bytes")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findAllByText("A file named readme.txt already exists in Modpacks.")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Upload" })).toBeEnabled();
  });
});

describe("uploading", () => {
  const original = globalThis.XMLHttpRequest;
  afterEach(() => {
    globalThis.XMLHttpRequest = original;
    FakeUpload.last = undefined;
  });

  /** The folder's server: the upload's files are listed once `placed` says the server put them there. */
  function uploadServer(state: { placed: boolean }) {
    return (url: URL, init: RequestInit | undefined) => {
      if (url.pathname === "/files/api/upload/verify/") return { body: { message: "Ready to upload." } };
      if (url.pathname === "/files/api/get/subfolders/Modpacks/" && state.placed) {
        return { body: { ...modpacks, files: [...modpacks.files, file("season-six.zip", 2048)] } };
      }
      return handler(url, init);
    };
  }

  it("takes files dropped on the zone through the check and uploads them", async () => {
    globalThis.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
    const user = userEvent.setup();
    const state = { placed: false };
    const { calls } = renderApp("/downloads/Modpacks/", { user: keeper, handler: uploadServer(state) });
    await user.click(await screen.findByRole("button", { name: "Upload Files" }));
    const dropped = new File(["x".repeat(2048)], "season-six.zip");
    fireEvent.drop(screen.getByRole("group", { name: "Files to upload" }), { dataTransfer: { files: [dropped] } });
    expect(screen.getByText("1 file, 2.00 KB")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(FakeUpload.last).toBeDefined());
    expect(calls.filter((call) => call.path === "/files/api/upload/verify/")).toHaveLength(1);
    const upload = FakeUpload.last as FakeUpload;
    expect(upload.url).toBe("/files/api/upload/");
    expect(upload.sent?.get("folder")).toBe("Modpacks");
    expect(upload.sent?.get("files")).toEqual(dropped);
    state.placed = true;
    upload.answer(201, { message: "1 file uploaded.", files: [file("season-six.zip", 2048)] });
    expect(await screen.findByText("1 file uploaded.")).toBeInTheDocument();
    expect(await screen.findByText("season-six.zip")).toBeInTheDocument();
    expect(screen.getByText("No files chosen")).toBeInTheDocument();
  });

  /** Chooses season-six.zip in the Modpacks folder and starts its upload; the upload waits on the test. */
  async function startUpload() {
    globalThis.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
    const user = userEvent.setup();
    const state = { placed: false };
    renderApp("/downloads/Modpacks/", { user: keeper, handler: uploadServer(state) });
    await user.click(await screen.findByRole("button", { name: "Upload Files" }));
    await user.upload(screen.getByLabelText("Files to upload"), new File(["x".repeat(2048)], "season-six.zip"));
    await user.click(screen.getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(FakeUpload.last).toBeDefined());
    return { user, state, upload: FakeUpload.last as FakeUpload };
  }

  it("stops offering Cancel once the last byte has left, and shows the answer when it comes", async () => {
    const { state, upload } = await startUpload();
    upload.progress(0.5);
    expect(await screen.findByRole("button", { name: "Cancel" })).toBeEnabled();
    upload.sentAll();
    const finishing = await screen.findByRole("button", { name: "Finishing…" });
    expect(finishing).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
    state.placed = true;
    upload.answer(201, { message: "1 file uploaded.", files: [file("season-six.zip", 2048)] });
    expect(await screen.findByText("1 file uploaded.")).toBeInTheDocument();
    expect(screen.queryByText("File upload canceled.")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Finishing…" })).not.toBeInTheDocument();
  });

  it("refreshes the list after a cancel, which may come after the server placed the files", async () => {
    const { user, state, upload } = await startUpload();
    upload.progress(1);
    const bar = await screen.findByRole("progressbar", { name: "Upload progress" });
    // The bar may be found at 0% before the progress event's render: wait for it.
    await waitFor(() => expect(bar).toHaveTextContent("100%"));
    // The bar says 100 % and the server has placed the file, but the browser has not yet seen the
    // upload end (no load event), so Cancel is still offered, and pressed.
    state.placed = true;
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("File upload canceled.")).toBeInTheDocument();
    const table = screen.getByRole("table");
    expect(await within(table).findByText("season-six.zip")).toBeInTheDocument();
  });
});

describe("shortName", () => {
  it("keeps names of 32 characters and shortens longer ones to 32, extension kept", () => {
    expect(shortName("x".repeat(32))).toBe("x".repeat(32));
    const short = shortName(`${"y".repeat(40)}.jar`);
    expect(short).toBe(`${"y".repeat(27)}….jar`);
    expect([...short]).toHaveLength(32);
    expect(shortName("z".repeat(40))).toBe(`${"z".repeat(31)}…`);
  });
});
