import type { Profile } from "@bastion/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";

// The page is a lazy route: load it once up front, and give queries more time, so a busy machine
// (several test runs at once) does not fail them.
beforeAll(() => import("./edit-profile-pages"));

const steve: Profile = {
  username: "Steve",
  profile_img: "/media/avatars/old.webp",
  minecraft_username: "Steve_MC",
  discord_username: "",
  rank: "Member",
  rank_badge: null,
  date_joined: "2026-03-04T10:00:00.000Z",
  about_me: "Hello",
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => "blob:chosen-picture");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

function renderEdit(
  options: { groups?: string[]; edit?: (form: FormData) => { status?: number; body?: unknown } } = {},
) {
  const sent: FormData[] = [];
  const view = renderApp("/profile/edit/", {
    user: signedIn({ groups: options.groups ?? [] }),
    handler: (url, init) => {
      if (url.pathname === "/users/api/user-profile/") return { body: steve };
      if (url.pathname === "/users/api/user-profile/edit/") {
        const form = init?.body as FormData;
        sent.push(form);
        return options.edit?.(form) ?? { body: { message: "Successfully modified", profile: steve } };
      }
      return undefined;
    },
  });
  return { ...view, sent };
}

const png = () => new File(["png-bytes"], "me.png", { type: "image/png" });

describe("edit profile page", () => {
  it("shows the current values", async () => {
    renderEdit();
    expect(await screen.findByLabelText("Minecraft username")).toHaveValue("Steve_MC");
    expect(screen.getByLabelText("About me")).toHaveValue("Hello");
    expect(screen.getByTestId("avatar-preview")).toHaveAttribute("src", "/media/avatars/old.webp");
  });

  it("counts the about-me characters left and turns the counter red at 50 or fewer", async () => {
    renderEdit();
    const about = await screen.findByLabelText("About me");
    await userEvent.clear(about);
    await userEvent.click(about);
    await userEvent.paste("a".repeat(229));
    const counter = screen.getByText("51 characters remaining");
    expect(counter).not.toHaveClass("text-danger");
    await userEvent.type(about, "b");
    expect(screen.getByText("50 characters remaining")).toHaveClass("text-danger");
    await userEvent.paste("c".repeat(51));
    expect(screen.getByText("-1 characters remaining")).toHaveClass("text-danger");
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
  });

  it("previews the chosen picture as a 250x250 crop, and the default picture when chosen", async () => {
    renderEdit();
    const input = await screen.findByLabelText("Profile picture");
    expect(input).toHaveAttribute("accept", ".jpg,.jpeg,.png");
    await userEvent.upload(input, png());
    const preview = screen.getByTestId("avatar-preview");
    expect(preview).toHaveAttribute("src", "blob:chosen-picture");
    expect(preview).toHaveAttribute("width", "250");
    expect(preview).toHaveClass("avatar-preview");
    expect(screen.getByText("Preview: the centre square, stored at 250x250")).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText("Use default picture"));
    expect(preview).toHaveAttribute("src", "/images/default-avatar.svg");
    expect(input).toBeDisabled();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:chosen-picture");
  });

  it("refuses a file with the wrong extension before sending, and offers .gif to the owner only", async () => {
    renderEdit();
    const input = await screen.findByLabelText("Profile picture");
    await userEvent.upload(input, new File(["gif"], "spin.gif", { type: "image/gif" }), { applyAccept: false });
    expect(await screen.findByText("Choose a .jpg, .jpeg, .png picture.")).toBeInTheDocument();
    expect(screen.getByTestId("avatar-preview")).toHaveAttribute("src", "/media/avatars/old.webp");
  });

  it("clears the bad picture's message as soon as a good picture is chosen, and saves without it", async () => {
    const { router } = renderEdit();
    const input = await screen.findByLabelText("Profile picture");
    await userEvent.upload(input, new File(["gif"], "spin.gif", { type: "image/gif" }), { applyAccept: false });
    expect(await screen.findByText("Choose a .jpg, .jpeg, .png picture.")).toBeInTheDocument();
    await userEvent.upload(input, png());
    expect(screen.queryByText("Choose a .jpg, .jpeg, .png picture.")).not.toBeInTheDocument();
    expect(input).not.toHaveClass("is-invalid");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/"));
    expect(screen.queryByText("Choose a .jpg, .jpeg, .png picture.")).not.toBeInTheDocument();
  });

  it("accepts .gif for the owner", async () => {
    renderEdit({ groups: ["owner"] });
    const input = await screen.findByLabelText("Profile picture");
    expect(input).toHaveAttribute("accept", ".jpg,.jpeg,.png,.gif");
    await userEvent.upload(input, new File(["gif"], "spin.gif", { type: "image/gif" }));
    expect(screen.getByTestId("avatar-preview")).toHaveAttribute("src", "blob:chosen-picture");
  });

  it("sends the form, returns to the profile with a success alert, and refreshes the navbar user", async () => {
    const { sent, router, calls } = renderEdit();
    await userEvent.upload(await screen.findByLabelText("Profile picture"), png());
    await userEvent.clear(screen.getByLabelText("Discord username"));
    await userEvent.type(screen.getByLabelText("Discord username"), "steve.builds");
    const activeUserCalls = () => calls.filter((call) => call.path === "/users/api/user-basic-info/").length;
    const before = activeUserCalls();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/"));
    expect(await screen.findByText("Successfully modified")).toBeInTheDocument();
    const form = sent[0];
    expect(form?.get("discord_username")).toBe("steve.builds");
    expect(form?.get("minecraft_username")).toBe("Steve_MC");
    expect(form?.get("about_me")).toBe("Hello");
    expect(form?.get("useDefaultPicture")).toBe("false");
    const file = form?.get("profile_img");
    expect(file instanceof File ? file.name : file).toBe("me.png");
    await waitFor(() => expect(activeUserCalls()).toBeGreaterThan(before));
  });

  it("shows the server's field errors under the fields and stays on the page", async () => {
    const { router } = renderEdit({
      edit: () => ({
        status: 400,
        body: {
          message: "Please correct the highlighted fields.",
          errors: { profile_img: ["Upload a .jpg/.jpeg, .png image."], minecraft_username: ["Too odd."] },
        },
      }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findByText("Upload a .jpg/.jpeg, .png image.")).toBeInTheDocument();
    expect(screen.getByText("Too odd.")).toBeInTheDocument();
    expect(screen.getByLabelText("Minecraft username")).toHaveClass("is-invalid");
    expect(router.state.location.pathname).toBe("/profile/edit/");
  });

  it("goes back to the profile on Cancel", async () => {
    const { router } = renderEdit();
    await userEvent.click(await screen.findByRole("link", { name: "Cancel" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/"));
  });
});

describe("edit another user's profile", () => {
  it("shows the 403 page to a non-owner and the login-needed page to a visitor", async () => {
    renderApp("/profile/Alex/edit/", { user: signedIn() });
    expect(await screen.findByText("403 Access Forbidden")).toBeInTheDocument();
  });

  it("shows the login-needed page to a visitor", async () => {
    renderApp("/profile/Alex/edit/");
    expect(await screen.findByText("User account needed")).toBeInTheDocument();
  });

  it("lets the owner edit it and posts to that user's edit path", async () => {
    const paths: string[] = [];
    const alex = { ...steve, username: "Alex" };
    const { router } = renderApp("/profile/Alex/edit/", {
      user: signedIn({ groups: ["owner"] }),
      handler: (url) => {
        if (url.pathname === "/users/api/user-profile/Alex/") return { body: alex };
        if (url.pathname === "/users/api/user-profile/Alex/edit/") {
          paths.push(url.pathname);
          return { body: { message: "Successfully modified", profile: alex } };
        }
        return undefined;
      },
    });
    expect(await screen.findByRole("heading", { name: "Edit Alex's Profile" })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: "Save" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/Alex/"));
    expect(paths).toEqual(["/users/api/user-profile/Alex/edit/"]);
  });
});
