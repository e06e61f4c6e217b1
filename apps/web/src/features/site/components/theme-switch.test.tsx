import { THEME_STORAGE_KEY } from "@bastion/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";

// Issue 30: the navbar's theme switch, kept in the browser and, signed in, on the account.

const html = document.documentElement;
afterEach(() => {
  localStorage.clear();
  html.removeAttribute("data-default-theme");
  html.setAttribute("data-bs-theme", "dark");
});

describe("the theme switch", () => {
  it("starts at the site's default, shows a choice at once and keeps it in this browser", async () => {
    html.setAttribute("data-default-theme", "system");
    renderApp("/");
    const theme = await screen.findByRole("combobox", { name: "Theme" });
    expect(theme).toHaveValue("system");
    expect([...(theme as HTMLSelectElement).options].map((option) => option.text)).toEqual(["Light", "Dark", "System"]);
    await userEvent.selectOptions(theme, "light");
    expect(html).toHaveAttribute("data-bs-theme", "light");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
  });

  it("is in the phone menu, reached by the keyboard", async () => {
    renderApp("/");
    await userEvent.click(await screen.findByRole("button", { name: "Toggle navigation" }));
    const theme = screen.getByRole("combobox", { name: "Theme" });
    theme.focus();
    expect(theme).toHaveFocus();
    await userEvent.selectOptions(theme, "dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
  });

  it("saves a member's choice on the account, and takes up the account's choice on a new browser", async () => {
    const sent: unknown[] = [];
    renderApp("/", {
      user: signedIn({ theme: "light" }),
      handler: (url, init) => {
        if (url.pathname !== "/users/api/theme/") return undefined;
        sent.push(JSON.parse(String(init?.body)));
        return { body: { message: "Theme saved." } };
      },
    });
    const theme = await screen.findByRole("combobox", { name: "Theme" });
    // This browser had no choice: the account's is taken up.
    await waitFor(() => expect(theme).toHaveValue("light"));
    expect(html).toHaveAttribute("data-bs-theme", "light");
    await userEvent.selectOptions(theme, "dark");
    await waitFor(() => expect(sent).toEqual([{ theme: "dark" }]));
    expect(html).toHaveAttribute("data-bs-theme", "dark");
  });
});
