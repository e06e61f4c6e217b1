import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../../test/render";
import { activateLocale } from "../../../lib/i18n";

// Issue 31: the contact form in German, its own checks included.

describe("contact page in German", { timeout: 20_000 }, () => {
  it("labels the form and says in German what is missing", async () => {
    await act(() => activateLocale("de"));
    const bodies: unknown[] = [];
    renderApp("/contact-us/", {
      handler: (url, init) => {
        if (url.pathname !== "/core/contact-us/") return undefined;
        bodies.push(JSON.parse(String(init?.body)));
        return { status: 201, body: { message: "Danke für deine Nachricht." } };
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Kontakt" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Eine Frage, ein Problem im Spiel oder auf der Website? Schreib dem Team; wir antworten per E-Mail.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Kontakt · Test Craft"));

    await userEvent.click(screen.getByRole("button", { name: "Nachricht senden" }));
    expect(await screen.findByText("Bitte gib deinen Namen ein.")).toBeInTheDocument();
    expect(screen.getByText("Bitte gib deine E-Mail-Adresse ein.")).toBeInTheDocument();
    expect(screen.getByText("Bitte schreib eine Nachricht.")).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await userEvent.type(screen.getByLabelText("Name"), "Alex");
    await userEvent.type(screen.getByLabelText("E-Mail"), "alex@example.org");
    await userEvent.type(screen.getByLabelText("Nachricht"), "Meine Basis wurde zerstört.");
    await userEvent.click(screen.getByRole("button", { name: "Nachricht senden" }));
    // The server's answer, in the language it was asked in.
    expect(await screen.findByText("Danke für deine Nachricht.")).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      name: "Alex",
      email: "alex@example.org",
      message: "Meine Basis wurde zerstört.",
    });
  });
});
