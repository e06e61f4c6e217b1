import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { anonymous, renderApp, signedIn } from "../../../../test/render";

// Issue 29: a right password on an account with two-step sign-in is not yet a sign-in; the page
// asks for the code, shows a wrong one beside the field, and starts over when the step expired.

function renderTwoStepLogin(codeAnswer: (code: string) => { status?: number; body?: unknown }) {
  let user = anonymous;
  const codes: string[] = [];
  const view = renderApp("/login/?next=/appeals/", {
    handler: (url, init) => {
      if (url.pathname === "/users/api/login/") {
        return {
          status: 202,
          body: { message: "Enter the code from your authenticator app.", second_step: true, methods: ["code"] },
        };
      }
      if (url.pathname === "/users/api/login/two-step/") {
        const { code } = JSON.parse(String(init?.body)) as { code: string };
        codes.push(code);
        const answer = codeAnswer(code);
        if (!answer.status) user = signedIn({ username: "Steve" });
        return answer;
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
  return { ...view, codes };
}

async function passPassword() {
  await userEvent.type(await screen.findByLabelText("E-mail"), "steve@example.org");
  await userEvent.type(screen.getByLabelText("Password"), "right-password");
  await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
  return screen.findByLabelText("Code");
}

describe("two-step sign-in on the login page", { timeout: 20_000 }, () => {
  it("asks for the code after the password, refuses a wrong one, and signs in with the right one", async () => {
    const wrong = "That code is not right. Try the newest code, or a recovery code.";
    const { codes, router } = renderTwoStepLogin((code) =>
      code === "123456"
        ? { body: { message: "Welcome back, Steve!", username: "Steve" } }
        : { status: 400, body: { message: wrong, errors: { code: [wrong] } } },
    );
    const field = await passPassword();
    expect(screen.getByRole("heading", { name: "Two-step sign-in" })).toBeInTheDocument();
    expect(field).toHaveAttribute("autocomplete", "one-time-code");
    await userEvent.type(field, "000000");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Code"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Welcome back, Steve!")).toBeInTheDocument();
    expect(codes).toEqual(["000000", "123456"]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/appeals/"));
  });

  it("goes back to the password when the second step has expired", async () => {
    const expired = "This sign-in has expired. Sign in again with your password.";
    renderTwoStepLogin(() => ({ status: 410, body: { message: expired } }));
    await userEvent.type(await passPassword(), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(expired)).toBeInTheDocument();
    expect(await screen.findByLabelText("Password")).toHaveValue("");
    expect(screen.queryByLabelText("Code")).not.toBeInTheDocument();
  });
});
