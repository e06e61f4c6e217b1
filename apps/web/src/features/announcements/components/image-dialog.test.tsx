import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";

// Issue 27: staff upload a picture into the text, or give an https address; the picture lands in
// the content with its description.

const creator = signedIn({ permissions: ["announcements.create"] });
const STORED = "/media/announcements/0123456789abcdef0123456789abcdef.webp";

async function openImageDialog(answer: { status?: number; body?: unknown } = { status: 201, body: { url: STORED } }) {
  const sent: FormData[] = [];
  renderApp("/announcements/create/", {
    user: creator,
    handler: (url, init) => {
      if (url.pathname !== "/announcements/api/picture/") return undefined;
      sent.push(init?.body as FormData);
      return answer;
    },
  });
  // The first visit loads the editor's lazy chunk (TipTap), which takes a moment in jsdom.
  await userEvent.click(await screen.findByRole("button", { name: "Image" }, { timeout: 10_000 }));
  return { dialog: await screen.findByRole("dialog", { name: "Insert image" }), sent };
}

const content = () => screen.getByRole("textbox", { name: "Content" });

describe("the editor's Image dialog", () => {
  it("uploads a chosen picture and puts it in the text with its description", async () => {
    const { dialog, sent } = await openImageDialog();
    const png = new File(["png bytes"], "spawn.png", { type: "image/png" });
    await userEvent.upload(within(dialog).getByLabelText("Upload a picture"), png);
    await userEvent.type(within(dialog).getByLabelText("Description for screen readers"), "The new spawn");
    await userEvent.click(within(dialog).getByRole("button", { name: "Insert" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent).toHaveLength(1);
    expect(sent[0]?.get("img")).toEqual(png);
    const img = content().querySelector("img");
    expect(img).toHaveAttribute("src", STORED);
    expect(img).toHaveAttribute("alt", "The new spawn");
  });

  it("refuses a file that is not a picture before sending, and shows the server's refusal", async () => {
    const { dialog, sent } = await openImageDialog({
      status: 400,
      body: { message: "The picture is too large: at most 4096 x 4096 pixels.", errors: {} },
    });
    const picker = within(dialog).getByLabelText("Upload a picture");
    await userEvent.upload(picker, new File(["x"], "notes.txt", { type: "text/plain" }), { applyAccept: false });
    expect(within(dialog).getByText("Choose a JPEG, PNG or WebP picture.")).toBeInTheDocument();
    await userEvent.upload(picker, new File(["big"], "huge.png", { type: "image/png" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Insert" }));
    expect(
      await within(dialog).findByText("The picture is too large: at most 4096 x 4096 pixels."),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(content().querySelector("img")).toBeNull();
  });

  it("takes an https address instead, and refuses any other", async () => {
    const { dialog, sent } = await openImageDialog();
    const address = within(dialog).getByLabelText("Or its address");
    await userEvent.type(address, "http://pictures.example/map.png");
    await userEvent.click(within(dialog).getByRole("button", { name: "Insert" }));
    expect(within(dialog).getByText("Choose a picture to upload, or give an https:// address.")).toBeVisible();
    await userEvent.clear(address);
    await userEvent.type(address, "https://pictures.example/map.png");
    await userEvent.click(within(dialog).getByRole("button", { name: "Insert" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(content().querySelector("img")).toHaveAttribute("src", "https://pictures.example/map.png");
    expect(sent).toHaveLength(0);
  });
});
