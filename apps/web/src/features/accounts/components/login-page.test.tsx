import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { anonymous, renderApp, signedIn } from "../../../../test/render";
import { activateLocale } from "../../../lib/i18n";
import { safeNext } from "./safe-next";

// Lazy routes load slowly while other suites run in parallel.

function renderLogin(path: string, answer: () => { status?: number; body?: unknown }) {
  let user = anonymous;
  const bodies: unknown[] = [];
  const view = renderApp(path, {
    handler: (url, init) => {
      if (url.pathname === "/users/api/login/") {
        bodies.push(JSON.parse(String(init?.body)));
        const result = answer();
        if (!result.status || result.status === 200) user = signedIn();
        return result;
      }
      return undefined;
    },
  });
  // The fake server answers the active user as it is now (signed in after a good login).
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), "http://localhost").pathname === "/users/api/user-basic-info/") {
      return Response.json(user);
    }
    return original(input, init);
  }) as typeof fetch;
  return { ...view, bodies };
}

async function fillAndSubmit(email: string, password: string) {
  if (email) await userEvent.type(await screen.findByLabelText("E-mail"), email);
  if (password) await userEvent.type(screen.getByLabelText("Password"), password);
  await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("login page", { timeout: 20_000 }, () => {
  it("needs the e-mail and the password", async () => {
    const { bodies } = renderLogin("/login/", () => ({ body: {} }));
    await screen.findByLabelText("E-mail");
    await fillAndSubmit("", "");
    expect(await screen.findByText("E-mail is required.")).toBeInTheDocument();
    expect(screen.getByText("Password is required.")).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it("drops an old 'required' message once the field is filled, beside a wrong password's alert", async () => {
    renderLogin("/login/", () => ({ status: 401, body: { message: "Invalid Username or Password" } }));
    await screen.findByLabelText("E-mail");
    await fillAndSubmit("", "");
    expect(await screen.findByText("E-mail is required.")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("E-mail"), "steve@example.org");
    expect(screen.queryByText("E-mail is required.")).not.toBeInTheDocument();
    expect(screen.getByText("Password is required.")).toBeInTheDocument();
    await fillAndSubmit("", "wrong-password");
    expect(await screen.findByText("Invalid Username or Password")).toBeInTheDocument();
    expect(screen.queryByText("E-mail is required.")).not.toBeInTheDocument();
    expect(screen.queryByText("Password is required.")).not.toBeInTheDocument();
    expect(screen.getByLabelText("E-mail")).not.toHaveAttribute("aria-invalid", "true");
  });

  it("logs in, refetches the active user, says welcome and follows a same-site ?next=", async () => {
    const { router, bodies } = renderLogin("/login/?next=%2Fprofile%2F", () => ({
      body: { message: "Welcome back, Steve!", username: "Steve" },
    }));
    await fillAndSubmit("steve@example.org", "emerald-pickaxe-42");
    expect(await screen.findByText("Welcome back, Steve!")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/"));
    expect(bodies[0]).toMatchObject({ email: "steve@example.org", password: "emerald-pickaxe-42" });
    expect(await screen.findByRole("button", { name: "Open the menu of Steve" })).toBeInTheDocument();
    expect(screen.queryByText("You are already signed in, no need to verify")).not.toBeInTheDocument();
  });

  it("goes home instead of to another site", async () => {
    const { router } = renderLogin("/login/?next=%2F%2Fevil.example%2F", () => ({
      body: { message: "Welcome back, Steve!", username: "Steve" },
    }));
    await fillAndSubmit("steve@example.org", "emerald-pickaxe-42");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("shows 'Invalid Username or Password', and the server's message for 412 and 429", async () => {
    let status = 401;
    const messages: Record<number, string> = {
      401: "Invalid Username or Password",
      412: "Your account is not verified yet. We sent a new verification link to steve@example.org: open it, then sign in.",
      429: "Too many failed sign-in attempts. Try again in 15 minutes.",
    };
    renderLogin("/login/", () => ({ status, body: { message: messages[status] } }));
    await fillAndSubmit("steve@example.org", "wrong-password");
    expect(await screen.findByText("Invalid Username or Password")).toBeInTheDocument();
    for (const next of [412, 429]) {
      status = next;
      await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
      expect(await screen.findByText(messages[next] ?? "")).toBeInTheDocument();
    }
  });

  it("sends a signed-in user home with a notice", async () => {
    const { router } = renderApp("/login/", { user: signedIn() });
    expect(await screen.findByText("You are already signed in, no need to verify")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(screen.getAllByText("You are already signed in, no need to verify")).toHaveLength(1);
  });
});

describe("login page in German", { timeout: 20_000 }, () => {
  // test/setup.ts shows the next test in English again; the document's own lang is put back here.
  afterEach(() => {
    document.documentElement.lang = "en";
  });

  it("shows its words, titles and the browser's own checks in German", async () => {
    await act(() => activateLocale("de"));
    const { bodies } = renderLogin("/login/", () => ({ status: 401 }));
    expect(await screen.findByRole("heading", { name: "Anmelden" })).toBeInTheDocument();
    expect(screen.getByText("Willkommen zurück. Melde dich mit der E-Mail-Adresse deines Kontos an.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Passwort vergessen?" })).toHaveAttribute("href", "/forgot-password/");
    expect(screen.getByRole("link", { name: "Konto erstellen" })).toHaveAttribute("href", "/register/");
    await waitFor(() => expect(document.title).toBe("Anmelden · Test Craft"));

    await userEvent.click(screen.getByRole("button", { name: "Anmelden" }));
    expect(await screen.findByText("Die E-Mail-Adresse ist erforderlich.")).toBeInTheDocument();
    expect(screen.getByText("Das Passwort ist erforderlich.")).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    // A refusal without the server's own words falls back to the page's, in German too.
    await userEvent.type(screen.getByLabelText("E-Mail"), "steve@example.org");
    await userEvent.type(screen.getByLabelText("Passwort"), "wrong-password");
    await userEvent.click(screen.getByRole("button", { name: "Anmelden" }));
    expect(await screen.findByText("Benutzername oder Passwort ungültig")).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });
});

describe("safeNext", { timeout: 20_000 }, () => {
  it("keeps same-site paths and refuses everything else", () => {
    expect(safeNext("/appeals/create/?id=3")).toBe("/appeals/create/?id=3");
    expect(safeNext(null)).toBe("/");
    for (const bad of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "/login/",
      // Paths that only become "//host" once normalised.
      "/.//evil.example/",
      "/./\\evil.example/",
      "/x/..//evil.example/",
      "/%2e//evil.example/",
      "/\t/evil.example",
    ]) {
      expect(safeNext(bad)).toBe("/");
    }
  });
});
