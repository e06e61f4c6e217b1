import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test-utils/render";

// Lazy routes load slowly while other suites run in parallel.

function renderVerify(path: string, answer: { status?: number; body?: unknown }) {
  const bodies: unknown[] = [];
  renderApp(path, {
    handler: (url, init) => {
      if (url.pathname !== "/verification/api/verify-account/") return undefined;
      bodies.push(JSON.parse(String(init?.body)));
      return answer;
    },
  });
  return bodies;
}

async function pressVerify() {
  await userEvent.click(await screen.findByRole("button", { name: "Verify account" }));
}

describe("verify account page", { timeout: 20_000 }, () => {
  it("is ready, then verified (200)", async () => {
    const bodies = renderVerify("/verify/Steve/?token=abc123", {
      body: { message: "Your account is verified.", result: "verified" },
    });
    expect(await screen.findByText(/Hello Steve/)).toBeInTheDocument();
    await pressVerify();
    expect(await screen.findByRole("heading", { name: "Account verified" })).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login/");
    expect(bodies[0]).toMatchObject({ username: "Steve", token: "abc123" });
  });

  it("shows 'User Already Verified' (226)", async () => {
    renderVerify("/verify/Steve/?token=abc", {
      status: 226,
      body: { message: "User Already Verified", result: "already_verified" },
    });
    await pressVerify();
    expect(await screen.findByRole("heading", { name: "User Already Verified" })).toBeInTheDocument();
  });

  it("shows 'Verification Failed' (417) and 'User Not Found' (404)", async () => {
    renderVerify("/verify/Steve/?token=old", {
      status: 417,
      body: { message: "Verification Failed: this link is invalid or has expired." },
    });
    await pressVerify();
    expect(await screen.findByRole("heading", { name: "Verification Failed" })).toBeInTheDocument();
    expect(screen.getByText(/this link is invalid or has expired/)).toBeInTheDocument();
  });

  it("shows 'User Not Found' (404)", async () => {
    renderVerify("/verify/Nobody/?token=x", { status: 404, body: { message: "User Not Found" } });
    await pressVerify();
    expect(await screen.findByRole("heading", { name: "User Not Found" })).toBeInTheDocument();
  });

  it("fails straight away without a token", async () => {
    renderVerify("/verify/Steve/", { body: {} });
    expect(await screen.findByRole("heading", { name: "Verification Failed" })).toBeInTheDocument();
  });
});
