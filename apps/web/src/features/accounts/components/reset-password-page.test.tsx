import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../../test/render";

// Lazy routes load slowly while other suites run in parallel.

type Answer = { status?: number; body?: unknown };

function renderFlow(path: string, answers: Record<string, () => Answer>) {
  const bodies: Record<string, unknown[]> = {};
  renderApp(path, {
    handler: (url, init) => {
      const answer = answers[url.pathname];
      if (!answer) return undefined;
      bodies[url.pathname] = [...(bodies[url.pathname] ?? []), JSON.parse(String(init?.body))];
      return answer();
    },
  });
  return bodies;
}

const VERIFY_LINK = "/users/api/forgot-password/verify-link/";
const CONFIRM = "/users/api/forgot-password/confirm/";

describe("forgot password", { timeout: 20_000 }, () => {
  it("sends the request, shows the email-sent screen, resends, then max attempts (429)", async () => {
    let resend: Answer = { body: { message: "sent again" } };
    const bodies = renderFlow("/forgot-password/", {
      "/users/api/forgot-password/": () => ({ body: { message: "If an account uses that e-mail address…" } }),
      "/users/api/forgot-password/resend/": () => resend,
    });
    await userEvent.type(await screen.findByLabelText("E-mail"), "steve@example.org");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("heading", { name: "Check your e-mail" })).toBeInTheDocument();
    expect(bodies["/users/api/forgot-password/"]?.[0]).toMatchObject({ email: "steve@example.org" });

    await userEvent.click(screen.getByRole("button", { name: "Resend e-mail" }));
    expect(await screen.findByRole("heading", { name: "Reset e-mail resent" })).toBeInTheDocument();
    resend = {
      status: 429,
      body: { message: "You have reached the maximum number of attempts. Try again in 1 hour." },
    };
    await userEvent.click(screen.getByRole("button", { name: "Resend e-mail" }));
    expect(await screen.findByRole("heading", { name: "Maximum resend attempts reached" })).toBeInTheDocument();
  });

  it("shows 'Invalid Link' when no reset is pending (404 on resend)", async () => {
    renderFlow("/forgot-password/", {
      "/users/api/forgot-password/": () => ({ body: { message: "ok" } }),
      "/users/api/forgot-password/resend/": () => ({
        status: 404,
        body: { message: "There is no pending password reset." },
      }),
    });
    await userEvent.type(await screen.findByLabelText("E-mail"), "steve@example.org");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    await userEvent.click(await screen.findByRole("button", { name: "Resend e-mail" }));
    expect(await screen.findByRole("heading", { name: "Invalid Link" })).toBeInTheDocument();
  });
});

describe("reset link page", { timeout: 20_000 }, () => {
  it("Begin checks the link, then the form needs matching passwords, then the password is changed", async () => {
    const bodies = renderFlow("/forgot-password/Steve/?token=tok", {
      [VERIFY_LINK]: () => ({ body: { message: "ok" } }),
      [CONFIRM]: () => ({ body: { message: "Your password was changed." } }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Begin" }));
    expect(bodies[VERIFY_LINK]?.[0]).toMatchObject({ username: "Steve", token: "tok" });
    await userEvent.type(await screen.findByLabelText("New password"), "obsidian-portal-77");
    await userEvent.type(screen.getByLabelText("Confirm new password"), "obsidian-portal-78");
    await userEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("New password and confirm password must match")).toBeInTheDocument();
    expect(bodies[CONFIRM]).toBeUndefined();

    await userEvent.clear(screen.getByLabelText("Confirm new password"));
    await userEvent.type(screen.getByLabelText("Confirm new password"), "obsidian-portal-77");
    await userEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByRole("heading", { name: "Password changed" })).toBeInTheDocument();
    expect(bodies[CONFIRM]?.[0]).toMatchObject({
      username: "Steve",
      token: "tok",
      new_password1: "obsidian-portal-77",
      new_password2: "obsidian-portal-77",
    });
  });

  it("shows the server's password1 and password2 errors under the two fields", async () => {
    renderFlow("/forgot-password/Steve/?token=tok", {
      [VERIFY_LINK]: () => ({ body: { message: "ok" } }),
      [CONFIRM]: () => ({
        status: 400,
        body: {
          message: "Please correct the highlighted fields.",
          errors: { password1: ["This password is entirely numeric."] },
        },
      }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Begin" }));
    await userEvent.type(await screen.findByLabelText("New password"), "12345678");
    await userEvent.type(screen.getByLabelText("Confirm new password"), "12345678");
    await userEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("This password is entirely numeric.")).toBeInTheDocument();
    expect(screen.getByLabelText("New password")).toHaveAttribute("aria-invalid", "true");
  });

  for (const status of [404, 410]) {
    it(`shows 'Invalid Link' when the link check answers ${status}`, async () => {
      renderFlow("/forgot-password/Steve/?token=old", {
        [VERIFY_LINK]: () => ({ status, body: { message: "Invalid Link: expired." } }),
      });
      await userEvent.click(await screen.findByRole("button", { name: "Begin" }));
      expect(await screen.findByRole("heading", { name: "Invalid Link" })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/forgot-password/");
    });
  }
});
