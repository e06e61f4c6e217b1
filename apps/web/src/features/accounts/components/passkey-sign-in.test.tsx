import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { type FakeWebAuthn, fakeCredential, installFakeWebAuthn } from "../../../../test/fake-webauthn";
import { anonymous, renderApp, signedIn } from "../../../../test/render";

// Issue 29: the login page's passkeys: "Sign in with a passkey", the e-mail field's autofill, and a
// passkey as the second step. The browser's prompt is stood in for (test/fake-webauthn.ts).

let webauthn: FakeWebAuthn;

// A browser that can use passkeys (test/setup.ts takes the stand-in away before each test).
beforeEach(() => {
  webauthn = installFakeWebAuthn();
});

const SIGNED_IN_OPTIONS = {
  challenge: "Y2hhbGxlbmdl",
  rpId: "localhost",
  allowCredentials: [],
  userVerification: "required",
};

function renderLogin(methods: string[] = []) {
  let user = anonymous;
  const posts: string[] = [];
  const view = renderApp("/login/", {
    handler: (url, init) => {
      if (init?.method === "POST") posts.push(url.pathname);
      if (url.pathname === "/users/api/login/") {
        return { status: 202, body: { message: "Confirm it is you with your passkey.", second_step: true, methods } };
      }
      if (url.pathname.endsWith("/passkey/start/")) return { body: SIGNED_IN_OPTIONS };
      if (url.pathname === "/users/api/login/passkey/" || url.pathname === "/users/api/login/two-step/passkey/") {
        user = signedIn({ username: "Steve" });
        return { body: { message: "Welcome back, Steve!", username: "Steve" } };
      }
      return undefined;
    },
  });
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), "http://localhost").pathname === "/users/api/user-basic-info/") {
      return Response.json(user);
    }
    return original(input, init);
  }) as typeof fetch;
  return { ...view, posts };
}

describe("passkeys on the login page", { timeout: 20_000 }, () => {
  it("signs in with a passkey alone, without an e-mail or password", async () => {
    webauthn.get.mockResolvedValue(fakeCredential("get"));
    const { posts } = renderLogin();
    expect(await screen.findByLabelText("E-mail")).toHaveAttribute("autocomplete", "username webauthn");
    await userEvent.click(await screen.findByRole("button", { name: "Sign in with a passkey" }));
    expect(await screen.findByText("Welcome back, Steve!")).toBeInTheDocument();
    const asked = webauthn.get.mock.calls[0]?.[0];
    expect(asked.mediation).toBeUndefined();
    expect(asked.publicKey.userVerification).toBe("required");
    expect(posts).toEqual(["/users/api/login/passkey/start/", "/users/api/login/passkey/"]);
  });

  it("offers the passkeys in the e-mail field's autofill, and cancels that prompt when the page is left", async () => {
    webauthn = installFakeWebAuthn({ autofill: true });
    // The browser waits until a passkey is picked from the suggestions, or the request is aborted.
    webauthn.get.mockImplementation(
      ({ signal }: { signal: AbortSignal }) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener("abort", () => reject(new DOMException("Left the page", "AbortError"))),
        ),
    );
    const { router } = renderLogin();
    await waitFor(() => expect(webauthn.get).toHaveBeenCalled());
    const asked = webauthn.get.mock.calls[0]?.[0];
    expect(asked.mediation).toBe("conditional");
    await router.navigate("/register/");
    await waitFor(() => expect(asked.signal.aborted).toBe(true));
    // Nothing is said about a prompt the page itself ended.
    expect(screen.queryByText(/passkey/i)).toBeNull();
  });

  it("asks an account with passkeys only for one after the password, with its recovery codes behind a link", async () => {
    webauthn.get.mockResolvedValue(fakeCredential("get"));
    const { posts } = renderLogin(["passkey"]);
    await userEvent.type(await screen.findByLabelText("E-mail"), "steve@example.org");
    await userEvent.type(screen.getByLabelText("Password"), "right-password");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Two-step sign-in" })).toBeInTheDocument();
    expect(screen.getByText("Your password was right. Now confirm it is you with your passkey.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Code")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Lost your passkey? Use a recovery code" }));
    expect(screen.getByLabelText("Recovery code")).toBeInTheDocument();

    const usePasskey = screen.getByRole("button", { name: "Use a passkey" });
    expect(usePasskey).toHaveClass("btn-primary");
    await userEvent.click(usePasskey);
    expect(await screen.findByText("Welcome back, Steve!")).toBeInTheDocument();
    expect(posts.slice(-2)).toEqual(["/users/api/login/two-step/passkey/start/", "/users/api/login/two-step/passkey/"]);
  });
});
