import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { FakeUpload } from "../../../../test/fake-upload";
import { renderApp, signedIn, type siteConfig } from "../../../../test/render";

// Issue 30, the logo and favicon on the Settings page: uploaded with a progress bar, the server's
// refusals under the field, and the navbar showing the new logo at once.

const owner = signedIn({ groups: ["owner"] });
const none = { logo: null, favicon: null, icons: null };
const logo = { url: "/site-assets/logo-aaaaaaaaaaaaaaaaaaaaaaaa.webp", width: 512, height: 128 };
const icons = {
  icon_16: "/site-assets/icon-aaaaaaaaaaaaaaaaaaaaaaaa-16.png",
  icon_32: "/site-assets/icon-aaaaaaaaaaaaaaaaaaaaaaaa-32.png",
  apple_touch: "/site-assets/icon-aaaaaaaaaaaaaaaaaaaaaaaa-180.png",
  icon_192: "/site-assets/icon-aaaaaaaaaaaaaaaaaaaaaaaa-192.png",
  icon_512: "/site-assets/icon-aaaaaaaaaaaaaaaaaaaaaaaa-512.png",
};
const stored = {
  site_name: "Test Craft",
  description: "",
  server_address: "",
  discord_url: "",
  store_url: "",
  footer_text: "",
  operator_name: "",
  operator_contact: "",
  modules: { mycolony2: true, downloads: true, appeals: true, announcement_comments: true },
};

function render(assets: typeof none | { logo: typeof logo; favicon: null; icons: typeof icons }) {
  const calls: string[] = [];
  const options = {
    user: owner,
    site: {} as Partial<typeof siteConfig>,
    handler: (url: URL, init: RequestInit | undefined) => {
      if (url.pathname === "/admin/api/settings/") return { body: stored };
      if (url.pathname !== "/admin/api/settings/logo/") return undefined;
      calls.push(init?.method ?? "GET");
      if (init?.method === "DELETE") {
        return { body: { message: "Logo removed: the site shows the default icon.", assets: none } };
      }
      return { body: assets };
    },
  };
  renderApp("/admin/settings/", options);
  return { options, calls };
}

describe("the logo section", () => {
  const original = globalThis.XMLHttpRequest;
  afterEach(() => {
    globalThis.XMLHttpRequest = original;
    FakeUpload.last = undefined;
  });

  it("uploads a logo with its progress, then shows it there and in the navbar", async () => {
    globalThis.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
    const user = userEvent.setup();
    const { options } = render(none);
    expect(await screen.findByRole("heading", { name: "Logo and icon" })).toBeInTheDocument();
    const form = await screen.findByRole("form", { name: "Change the logo" });
    expect(within(form).getByText("No logo: the navbar shows the default icon.")).toBeInTheDocument();
    expect(within(form).queryByRole("button", { name: "Remove logo" })).not.toBeInTheDocument();

    await user.click(within(form).getByRole("button", { name: "Upload logo" }));
    expect(within(form).getByText("Choose a picture to upload.")).toBeInTheDocument();

    await user.upload(within(form).getByLabelText("Logo"), new File(["png"], "logo.png", { type: "image/png" }));
    await user.click(within(form).getByRole("button", { name: "Upload logo" }));
    await waitFor(() => expect(FakeUpload.last).toBeDefined());
    const upload = FakeUpload.last as FakeUpload;
    expect(upload.url).toBe("/admin/api/settings/logo/");
    expect(upload.sent?.get("logo")).toBeInstanceOf(File);
    upload.progress(0.6);
    const bar = await screen.findByRole("progressbar", { name: "Upload progress" });
    await waitFor(() => expect(bar).toHaveTextContent("60%"));
    expect(within(form).getByRole("button", { name: "Uploading…" })).toBeDisabled();

    options.site = { logo };
    upload.answer(200, { message: "Logo saved.", assets: { logo, favicon: null, icons } });
    expect(await screen.findByText("Logo saved.")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(within(form).getByRole("img", { name: "The current logo" })).toHaveAttribute("src", logo.url);
    expect(screen.getByRole("img", { name: "The current icon" })).toHaveAttribute("src", icons.apple_touch);
    // The navbar: the logo with the site's name, sized ahead of its arrival (no shift).
    const brand = await screen.findByRole("img", { name: "Test Craft" });
    expect(brand).toHaveAttribute("src", logo.url);
    expect(brand).toHaveAttribute("width", "128");
    expect(brand).toHaveAttribute("height", "32");
  });

  it("shows the server's refusal of an SVG under the field", async () => {
    globalThis.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
    const user = userEvent.setup();
    render(none);
    const form = await screen.findByRole("form", { name: "Change the favicon" });
    await user.upload(within(form).getByLabelText("Favicon"), new File(["<svg/>"], "icon.png", { type: "image/png" }));
    await user.click(within(form).getByRole("button", { name: "Upload favicon" }));
    await waitFor(() => expect(FakeUpload.last).toBeDefined());
    const refusal = "SVG logos are not accepted: upload a PNG, JPEG or WebP.";
    (FakeUpload.last as FakeUpload).answer(400, { message: refusal, errors: { favicon: [refusal] } });
    await waitFor(() => expect(within(form).getByLabelText("Favicon")).toHaveAttribute("aria-invalid", "true"));
    expect(within(form).getAllByText(refusal).length).toBeGreaterThan(0);
  });

  it("removes the logo", async () => {
    const user = userEvent.setup();
    const { calls } = render({ logo, favicon: null, icons });
    const form = await screen.findByRole("form", { name: "Change the logo" });
    await user.click(within(form).getByRole("button", { name: "Remove logo" }));
    expect(await screen.findByText("Logo removed: the site shows the default icon.")).toBeInTheDocument();
    expect(calls).toContain("DELETE");
    expect(within(form).getByText("No logo: the navbar shows the default icon.")).toBeInTheDocument();
  });
});
