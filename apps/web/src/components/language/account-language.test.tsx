import type { ActiveUser, Locale } from "@bastion/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { fakeCredential, installFakeWebAuthn } from "../../../test/fake-webauthn";
import { anonymous, renderApp, signedIn } from "../../../test/render";

// Issue 31: signing in shows the site in the account's language at once, without a reload, unless
// the visitor chose a language in this browser (the switcher's cookie wins, as on the server).

const html = document.documentElement;
const SIGNED_IN_OPTIONS = { challenge: "Y2hhbGxlbmdl", rpId: "localhost", allowCredentials: [] };

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test takes away the choice it made, as a browser would forget it.
  document.cookie = "bastion_lang=; Path=/; Max-Age=0";
});

/** The login page of an account whose saved language is `locale`; `methods` asks for a second step. */
function renderLogin(locale: Locale | null, methods: string[] = []) {
  let user: ActiveUser = anonymous;
  const posts: string[] = [];
  const signIn = () => {
    user = signedIn({ username: "Steve", locale });
    return { body: { message: "Welcome back, Steve!", username: "Steve" } };
  };
  const view = renderApp("/login/", {
    user: () => user,
    handler: (url, init) => {
      if (init?.method === "POST") posts.push(url.pathname);
      if (url.pathname === "/users/api/login/") {
        if (methods.length === 0) return signIn();
        return { status: 202, body: { message: "Enter the code.", second_step: true, methods } };
      }
      if (url.pathname === "/users/api/login/two-step/") return signIn();
      if (url.pathname === "/users/api/login/passkey/start/") return { body: SIGNED_IN_OPTIONS };
      if (url.pathname === "/users/api/login/passkey/") return signIn();
      return undefined;
    },
  });
  return { ...view, posts };
}

async function signInWithPassword() {
  await userEvent.type(await screen.findByLabelText("E-mail"), "steve@example.org");
  await userEvent.type(screen.getByLabelText("Password"), "right-password");
  await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

const navbar = () => within(document.querySelector<HTMLElement>(".site-navbar") ?? document.body);

describe("the account's language at sign-in", { timeout: 20_000 }, () => {
  it("shows the site in it at once after a password, and saves nothing", async () => {
    const { posts } = renderLogin("de");
    await signInWithPassword();
    expect(await navbar().findByRole("button", { name: "Menü von Steve öffnen" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "So machst du mit" })).toBeInTheDocument();
    expect(html).toHaveAttribute("lang", "de");
    expect(posts).toEqual(["/users/api/login/"]);
  });

  it("after the second step's code", async () => {
    renderLogin("es", ["code"]);
    await signInWithPassword();
    await userEvent.type(await screen.findByLabelText("Code"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await navbar().findByRole("combobox", { name: "Idioma" })).toHaveValue("es");
    expect(html).toHaveAttribute("lang", "es");
  });

  it("after a passkey", async () => {
    installFakeWebAuthn().get.mockResolvedValue(fakeCredential("get"));
    renderLogin("pt-BR");
    await userEvent.click(await screen.findByRole("button", { name: "Sign in with a passkey" }));
    expect(await navbar().findByRole("combobox", { name: "Idioma" })).toHaveValue("pt-BR");
    expect(html).toHaveAttribute("lang", "pt-BR");
  });

  it("leaves the language chosen in this browser", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the switcher's choice, as the server sets it.
    document.cookie = "bastion_lang=en; Path=/";
    renderLogin("de");
    await signInWithPassword();
    expect(await navbar().findByRole("button", { name: "Open the menu of Steve" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "How to join" })).toBeInTheDocument();
    expect(html).toHaveAttribute("lang", "en");
  });

  it("stays in the language shown for an account without one", async () => {
    renderLogin(null);
    await signInWithPassword();
    expect(await navbar().findByRole("button", { name: "Open the menu of Steve" })).toBeInTheDocument();
    expect(html).toHaveAttribute("lang", "en");
  });

  it("does not change a page loaded signed in: the server already chose", async () => {
    renderApp("/", { user: signedIn({ locale: "de" }) });
    expect(await navbar().findByRole("button", { name: "Open the menu of Steve" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { name: "How to join" })).toBeInTheDocument());
    expect(html).toHaveAttribute("lang", "en");
  });
});
