import { NEWS_TEMPLATE_EXAMPLES, type NewsNetworkDetail } from "@bastion/shared";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { detailFixture } from "../../../../test/fixtures/news-networks";
import { anonymous, renderApp, signedIn } from "../../../../test/render";

const home = { custom_news: [], total_news_networks: 0 };

afterEach(() => {
  vi.useRealTimers();
});

function renderCreate(onCreate: (body: Record<string, unknown>) => { status?: number; body?: unknown }) {
  return renderApp("/mycolony2/news/create/", {
    user: signedIn(),
    handler: (url, init) => {
      if (url.pathname === "/mc2/api/home-page/") return { body: home };
      if (url.pathname === "/mc2/api/news/create/") return onCreate(JSON.parse(String(init?.body)));
      if (url.pathname === "/mc2/api/news/inspect/12/") return { body: detailFixture({ id: 12 }) };
      return undefined;
    },
  });
}

const fieldset = (name: string) => within(screen.getByRole("group", { name }));

describe("the create page", () => {
  it("needs sign-in", async () => {
    renderApp("/mycolony2/news/create/", { user: anonymous });
    expect(await screen.findByText("User account needed")).toBeInTheDocument();
  });

  it("previews the logo live from the short name and the three colours, picker and hex code in step", async () => {
    renderCreate(() => ({ status: 500 }));
    const short = await screen.findByLabelText("Short name");
    fireEvent.change(short, { target: { value: "ABC" } });
    const preview = screen.getByRole("img", { name: "Logo preview: ABC" });
    expect(preview).toHaveTextContent("ABC");
    expect(screen.getByText("3 of exactly 3 characters, shown on the logo.")).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText("Background colour"), { target: { value: "#ff0000" } });
    expect(preview.querySelector("rect")).toHaveAttribute("fill", "#ff0000");
    expect(screen.getByLabelText("Background colour picker")).toHaveValue("#ff0000");

    fireEvent.change(screen.getByLabelText("Text colour picker"), { target: { value: "#00ff00" } });
    expect(screen.getByLabelText("Text colour")).toHaveValue("#00ff00");
    expect(preview.querySelector("text")).toHaveAttribute("fill", "#00ff00");

    fireEvent.change(screen.getByLabelText("Stroke colour"), { target: { value: "#12" } });
    expect(screen.getByText("Use #RRGGBB, for example #1a2b3c.")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Stroke colour"), { target: { value: "#123456" } });
    expect(preview.querySelector("text")).toHaveAttribute("stroke", "#123456");
  });

  it("adds and removes template entries, keeps the first, and counts what is left", async () => {
    const user = userEvent.setup();
    renderCreate(() => ({ status: 500 }));
    await screen.findByLabelText("Short name");
    const taglines = fieldset("Taglines");
    expect(taglines.getByLabelText("Taglines, entry 1")).toHaveValue(NEWS_TEMPLATE_EXAMPLES.taglines);
    expect(taglines.queryByRole("button", { name: /Remove/ })).not.toBeInTheDocument();
    expect(taglines.getByText(String(200 - NEWS_TEMPLATE_EXAMPLES.taglines.length))).toBeInTheDocument();

    await user.click(taglines.getByRole("button", { name: "+ Add entry" }));
    await user.click(taglines.getByRole("button", { name: "+ Add entry" }));
    expect(taglines.getByText("3 of 50 entries")).toBeInTheDocument();
    await user.type(taglines.getByLabelText("Taglines, entry 2"), "Second");
    await user.type(taglines.getByLabelText("Taglines, entry 3"), "Third");
    expect(taglines.getByText("195")).toBeInTheDocument();

    await user.click(taglines.getByRole("button", { name: "Remove Taglines entry 2" }));
    expect(taglines.getByText("2 of 50 entries")).toBeInTheDocument();
    expect(taglines.getByLabelText("Taglines, entry 2")).toHaveValue("Third");
    expect(taglines.queryByRole("button", { name: "Remove Taglines entry 1" })).not.toBeInTheDocument();
  });

  it("lists each list's variables, inserts one where the cursor is, and flags an unknown #word as it is typed", async () => {
    const user = userEvent.setup();
    renderCreate(() => ({ status: 500 }));
    await screen.findByLabelText("Short name");
    const tech = fieldset("Technology unlocked");
    const entry = tech.getByLabelText("Technology unlocked, entry 1");
    await user.clear(entry);
    await user.type(entry, "Now: ");
    await user.click(tech.getByRole("button", { name: "Insert #tech into Technology unlocked" }));
    expect(entry).toHaveValue("Now: #tech");
    expect(
      fieldset("Contract sales")
        .getAllByRole("button", { name: /^Insert/ })
        .map((b) => b.textContent),
    ).toEqual(["#name", "#count", "#total"]);
    expect(fieldset("Taglines").getByText(/No variables/)).toBeInTheDocument();

    await user.type(entry, " by #mayor");
    expect(tech.getByText("#mayor is not a variable of this list: use #name, #tech.")).toBeInTheDocument();
  });

  it("sends the form, then opens the new network with a success message", async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    const { router } = renderCreate((body) => {
      sent.push(body);
      return { status: 201, body: { news_id: 12 } };
    });
    await user.type(await screen.findByLabelText("Name on website"), "Galactic News Network");
    await user.type(screen.getByLabelText("Network name"), "Galactic News");
    await user.type(screen.getByLabelText("Short name"), "GNN");
    await user.click(screen.getByLabelText("Locked"));
    await user.type(screen.getByLabelText("Allowed players"), "Steve{Enter}");
    await user.type(screen.getByLabelText("Allowed players"), "steve{Enter}");
    expect(screen.getByText("steve is already in the list.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create" }));

    expect(await screen.findByText("News network successfully created")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/mycolony2/news/12/"));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      network_name_on_website: "Galactic News Network",
      network_name: "Galactic News",
      network_name_short: "GNN",
      logo_background_colour: "#1f4e79",
      is_locked: true,
      server_id: "",
      allowed_usernames: ["Steve"],
      tech_unlock: [NEWS_TEMPLATE_EXAMPLES.tech_unlock],
    });
  });

  it("shows the server's field errors for 4 seconds and its message in an alert", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCreate(() => ({
      status: 400,
      body: {
        message: "Please correct the highlighted fields.",
        code: "invalid_fields",
        errors: {
          network_name: ["Network name is required."],
          "taglines.0": ["#foo is not a variable of this list: it uses no variables."],
        },
      },
    }));
    await user.click(await screen.findByRole("button", { name: "Create" }));
    expect(await screen.findByText("Please correct the highlighted fields.")).toBeInTheDocument();
    expect(screen.getByText("Network name is required.")).toBeInTheDocument();
    expect(screen.getByLabelText("Network name")).toHaveClass("is-invalid");
    expect(screen.getByLabelText("Taglines, entry 1")).toHaveClass("is-invalid");

    act(() => vi.advanceTimersByTime(3900));
    expect(screen.getByText("Network name is required.")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText("Network name is required.")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Network name")).not.toHaveClass("is-invalid");
  });

  it("falls back to the spec's message when the server says nothing", async () => {
    const user = userEvent.setup();
    renderCreate(() => ({ status: 502 }));
    await user.click(await screen.findByRole("button", { name: "Create" }));
    expect(await screen.findByText("An error occurred while attempting to create.")).toBeInTheDocument();
  });
});

function renderEdit(
  stored: NewsNetworkDetail,
  onEdit: (body: Record<string, unknown>) => { status?: number; body?: unknown },
) {
  return renderApp("/mycolony2/news/edit/7/", {
    user: signedIn(),
    handler: (url, init) => {
      if (url.pathname === "/mc2/api/news/inspect/7/") return { body: stored };
      if (url.pathname === "/mc2/api/news/edit/7/") return onEdit(JSON.parse(String(init?.body)));
      return undefined;
    },
  });
}

describe("the edit page", () => {
  it("starts from the stored network and saves the changes", async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    const stored = detailFixture({ is_locked: true, server_id: "srv-1", taglines: ["One", "Two"] });
    const { router } = renderEdit(stored, (body) => {
      sent.push(body);
      return { body: { news_id: 7 } };
    });
    const name = await screen.findByLabelText("Network name");
    expect(name).toHaveValue("Galactic News");
    expect(screen.getByLabelText("Server id")).toHaveValue("srv-1");
    expect(fieldset("Taglines").getByLabelText("Taglines, entry 2")).toHaveValue("Two");
    await user.clear(name);
    await user.type(name, "Renamed");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Successfully modified")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/mycolony2/news/7/"));
    expect(sent[0]).toMatchObject({ network_name: "Renamed", server_id: "srv-1", taglines: ["One", "Two"] });
  });

  it("falls back to the spec's message when a save fails and the server says nothing", async () => {
    const user = userEvent.setup();
    renderEdit(detailFixture(), () => ({ status: 502 }));
    await user.click(await screen.findByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("An error occurred while attempting to update.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Edit news network" })).toBeInTheDocument();
  });

  it("saves an unlocked network without the hidden server id and players, and brings them back on locking again", async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    renderEdit(
      detailFixture({ is_locked: true, server_id: "not a valid id", allowed_usernames: ["Steve"] }),
      (body) => {
        sent.push(body);
        return { body: { news_id: 7 } };
      },
    );
    const locked = await screen.findByRole("checkbox", { name: "Locked" });
    const note = "An open network keeps no server id or players: saving it now clears them.";
    expect(screen.queryByText(note)).not.toBeInTheDocument();

    await user.click(locked);
    expect(screen.queryByLabelText("Server id")).not.toBeInTheDocument();
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(locked).toHaveAccessibleDescription(note);
    await user.click(locked);
    expect(screen.getByLabelText("Server id")).toHaveValue("not a valid id");
    expect(screen.getByRole("button", { name: "Remove Steve" })).toBeInTheDocument();

    await user.click(locked);
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Successfully modified")).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ is_locked: false, server_id: "", allowed_usernames: [] });
  });

  it("shows the not-found page for a network the user does not own", async () => {
    renderApp("/mycolony2/news/edit/7/", {
      user: signedIn({ groups: ["owner"] }),
      handler: (url) =>
        url.pathname === "/mc2/api/news/inspect/7/" ? { body: detailFixture({ can_edit: false }) } : undefined,
    });
    expect(await screen.findByText(/the page you are looking for does not exist/)).toBeInTheDocument();
  });
});
