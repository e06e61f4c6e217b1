import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { detailFixture } from "../../../../test/fixtures/news-networks";
import { renderApp, signedIn } from "../../../../test/render";

function renderDetail(
  detail: ReturnType<typeof detailFixture> | { status: number; body: unknown },
  // The fake server answers JSON, and a Response cannot carry a body with 204: 200 stands in for it.
  onDelete = () => ({ status: 200 }),
) {
  return renderApp("/mycolony2/news/7/", {
    user: signedIn(),
    handler: (url, init) => {
      if (url.pathname === "/mc2/api/news/inspect/7/") return "status" in detail ? detail : { body: detail };
      if (url.pathname === "/mc2/api/news/delete/7/" && init?.method === "DELETE") return onDelete();
      if (url.pathname === "/mc2/api/home-page/") return { body: { custom_news: [], total_news_networks: 0 } };
      return undefined;
    },
  });
}

describe("the news network page", () => {
  it("shows every field, the logo and the feed URL", async () => {
    renderDetail(
      detailFixture({
        is_locked: true,
        server_id: "srv-9",
        allowed_usernames: ["Steve", "Alex"],
        contract_sales: ["#name sold #count", "Second sale"],
      }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Galactic News" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Logo GNN" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Feed URL" })).toHaveValue(
      "https://mc.example.org/mc2/api/feed/AbCdEfGhIjKlMnOpQrStUv/",
    );
    const facts = within(screen.getByRole("region", { name: "Details" }));
    expect(facts.getByText("#1a2b3c")).toBeInTheDocument();
    expect(facts.getByText("srv-9")).toBeInTheDocument();
    expect(facts.getByText("Steve, Alex")).toBeInTheDocument();
    expect(facts.getByText(/Locked to the server id below/)).toBeInTheDocument();
    const sales = within(screen.getByRole("region", { name: "Contract sales (2)" }));
    expect(sales.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "#name sold #count",
      "Second sale",
    ]);
    expect(sales.getByText("#total")).toBeInTheDocument();
  });

  it("copies the feed URL and says Copied for 2 seconds", async () => {
    const user = userEvent.setup();
    renderDetail(detailFixture());
    await user.click(await screen.findByRole("button", { name: "Copy URL" }));
    // "Copied" shows once the clipboard has the text: waited for, not read at once (a starved machine
    // had not re-rendered yet), and before the clipboard is read back, inside its 2 seconds.
    expect(await screen.findByRole("button", { name: "Copied" })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe("https://mc.example.org/mc2/api/feed/AbCdEfGhIjKlMnOpQrStUv/");
    await waitFor(() => expect(screen.getByRole("button", { name: "Copy URL" })).toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it("deletes after the confirm dialog and returns to the hub", async () => {
    const user = userEvent.setup();
    let deletes = 0;
    const { router } = renderDetail(detailFixture(), () => {
      deletes += 1;
      return { status: 200 };
    });
    await user.click(await screen.findByRole("button", { name: "Delete news network" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete news network" });
    expect(dialog).toHaveTextContent("Are you sure you want to delete the news network Galactic News?");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(deletes).toBe(0);

    await user.click(screen.getByRole("button", { name: "Delete news network" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("News network deleted successfully")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/mycolony2/"));
    expect(deletes).toBe(1);
  });

  it("says the spec's message when the delete fails", async () => {
    const user = userEvent.setup();
    renderDetail(detailFixture(), () => ({ status: 500 }));
    await user.click(await screen.findByRole("button", { name: "Delete news network" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(
      await screen.findByText("An error occurred while attempting to delete the news network."),
    ).toBeInTheDocument();
  });

  it("shows the edit icon only to the network's owner", async () => {
    const owned = renderDetail(detailFixture());
    expect(await screen.findByRole("link", { name: "Edit news network" })).toHaveAttribute(
      "href",
      "/mycolony2/news/edit/7/",
    );
    owned.unmount();
    renderDetail(detailFixture({ can_edit: false, owner: "Alex" }));
    expect(await screen.findByText("Made by Alex")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Edit news network" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete news network" })).not.toBeInTheDocument();
  });

  it("shows the not-found page for a 404 and the spec's message for other failures", async () => {
    const missing = renderDetail({ status: 404, body: { message: "News network not found.", code: "not_found" } });
    expect(await screen.findByText(/the page you are looking for does not exist/)).toBeInTheDocument();
    missing.unmount();
    renderDetail({ status: 500, body: null });
    expect(await screen.findByText("An error occurred while fetching the News Network data.")).toBeInTheDocument();
  });
});

describe("the how-to page", () => {
  it("says Page to come and describes the feed's format", async () => {
    renderApp("/mycolony2/news/how-to/", { user: signedIn() });
    expect(await screen.findByRole("heading", { name: "Page to come" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "The document (format 1)" })).toBeInTheDocument();
    expect(screen.getByText(/"format": 1/)).toBeInTheDocument();
  });
});
