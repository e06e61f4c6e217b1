import { DEFAULT_HOME } from "@bastion/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";

// Issue 30, the console's "Home page" tab: the hero's text and button, the blocks reordered by
// keyboard and switched, vote links, and the server's refusals under their fields.

const owner = signedIn({ groups: ["owner"] });
const view = { settings: DEFAULT_HOME, page_choices: [{ id: 4, title: "Rules", slug: "rules" }] };

function render(answer: (body: Record<string, unknown>) => { status?: number; body?: unknown }) {
  const sent: Record<string, unknown>[] = [];
  renderApp("/admin/home/", {
    user: owner,
    handler: (url, init) => {
      if (url.pathname !== "/admin/api/home/") return undefined;
      if (init?.method !== "POST") return { body: view };
      const body = JSON.parse(String(init.body));
      sent.push(body);
      return answer(body);
    },
  });
  return sent;
}

describe("the home page editor", () => {
  it("saves the text, a button, the blocks in a new order and a vote link", async () => {
    const user = userEvent.setup();
    const sent = render((body) => ({ body: { message: "Home page saved.", settings: body } }));
    expect(await screen.findByRole("link", { name: "Home page" })).toHaveAttribute("aria-current", "page");
    await user.type(await screen.findByLabelText("Title"), "Welcome, builders");
    const text = screen.getByLabelText("Text");
    await user.clear(text);
    await user.type(text, "First line{Enter}Second line");
    await user.click(screen.getByRole("switch", { name: "Show a button under the text" }));
    await user.type(screen.getByLabelText("Button label"), "Read the rules");
    await user.type(screen.getByLabelText("Button link"), "/p/rules/");

    // Reordered by keyboard: the vote links block moves to the top.
    const list = screen.getByRole("list", { name: "Blocks, in order" });
    const up = within(list).getByRole("button", { name: "Move up: Vote links" });
    up.focus();
    await user.keyboard("{Enter}");
    await user.keyboard("{Enter}");
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Vote links moved to position 1 of 4.")).toBeInTheDocument();
    expect(within(list).getByRole("button", { name: "Move up: Vote links" })).toBeDisabled();
    await user.click(within(list).getByRole("switch", { name: "Vote links" }));
    await user.click(within(list).getByRole("switch", { name: "Latest announcements" }));
    await user.click(screen.getByRole("button", { name: "Add a vote link" }));
    await user.type(screen.getByLabelText("Label 1"), "TopG");
    await user.type(screen.getByLabelText("Link 1"), "https://topg.example/vote");
    await user.selectOptions(screen.getByLabelText("Page shown"), "4");

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Home page saved.")).toBeInTheDocument();
    expect(sent[0]).toEqual({
      ...DEFAULT_HOME,
      hero_title: "Welcome, builders",
      hero_text: "First line\nSecond line",
      cta: { label: "Read the rules", link: "/p/rules/" },
      blocks: [
        { type: "vote_links", enabled: true },
        { type: "announcements", enabled: false },
        { type: "server_status", enabled: true },
        { type: "page", enabled: false },
      ],
      page_id: 4,
      vote_links: [{ label: "TopG", url: "https://topg.example/vote" }],
    });
  });

  it("shows the server's refusals under their fields", async () => {
    const user = userEvent.setup();
    render(() => ({
      status: 400,
      body: {
        message: "Check the highlighted fields.",
        errors: {
          "cta.link": ["Button link must be a path on this site (/rules/) or start with https:// or http://."],
        },
      },
    }));
    await user.click(await screen.findByRole("switch", { name: "Show a button under the text" }));
    await user.type(screen.getByLabelText("Button label"), "Go");
    await user.type(screen.getByLabelText("Button link"), "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Check the highlighted fields.")).toBeInTheDocument();
    expect(
      screen.getByText("Button link must be a path on this site (/rules/) or start with https:// or http://."),
    ).toBeInTheDocument();
  });
});
