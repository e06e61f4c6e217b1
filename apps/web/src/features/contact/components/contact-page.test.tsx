import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../../test/render";

// Lazy routes load slowly while other suites run in parallel.

function renderContact(answer: () => { status?: number; body?: unknown }) {
  const bodies: unknown[] = [];
  renderApp("/contact-us/", {
    handler: (url, init) => {
      if (url.pathname !== "/core/contact-us/") return undefined;
      bodies.push(JSON.parse(String(init?.body)));
      return answer();
    },
  });
  return bodies;
}

describe("contact page", { timeout: 20_000 }, () => {
  it("counts the characters left out of 500", async () => {
    renderContact(() => ({ body: {} }));
    expect(await screen.findByText("500 characters remaining")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Message"), "Hello");
    expect(screen.getByText("495 characters remaining")).toBeInTheDocument();
    expect(screen.getByLabelText("Message")).toHaveAttribute("maxlength", "500");
  });

  it("needs every field, then sends and thanks", async () => {
    const bodies = renderContact(() => ({ status: 201, body: { message: "Thank you for your message." } }));
    await userEvent.click(await screen.findByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Name is required.")).toBeInTheDocument();
    expect(screen.getByText("Message is required.")).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await userEvent.type(screen.getByLabelText("Name"), "Alex");
    await userEvent.type(screen.getByLabelText("E-mail"), "alex@example.org");
    await userEvent.type(screen.getByLabelText("Message"), "My base was griefed.");
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Thank you for your message.")).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ name: "Alex", email: "alex@example.org", message: "My base was griefed." });
    expect(screen.getByLabelText("Message")).toHaveValue("");
  });

  it("shows the server's errors under their fields, and its message when rate-limited", async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { message: "Please correct the highlighted fields.", errors: { email: ["Enter a valid e-mail address."] } },
    };
    renderContact(() => answer);
    await userEvent.type(await screen.findByLabelText("Name"), "Alex");
    await userEvent.type(screen.getByLabelText("E-mail"), "alex@");
    await userEvent.type(screen.getByLabelText("Message"), "Hi");
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Enter a valid e-mail address.")).toBeInTheDocument();
    answer = { status: 429, body: { message: "You have sent several messages already. Try again in 40 minutes." } };
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText(/Try again in 40 minutes/)).toBeInTheDocument();
  });
});
