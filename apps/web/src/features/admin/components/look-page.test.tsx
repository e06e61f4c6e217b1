import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp, signedIn } from "../../../../test/render";

// Issue 30, the look: the owner's colours with the contrast check live, and the server's refusal shown.

const owner = signedIn({ groups: ["owner"] });
const stored = { accent: "#34d399", accent_secondary: "#6c757d", default_theme: "dark" };

describe("the look page", () => {
  it("checks the palette live, says why Save is off while it fails, and saves a passing one", async () => {
    let sent: Record<string, unknown> | undefined;
    renderApp("/admin/look/", {
      user: owner,
      handler: (url, init) => {
        if (url.pathname !== "/admin/api/look/") return undefined;
        if (init?.method !== "POST") return { body: stored };
        sent = JSON.parse(String(init.body));
        return { body: { message: "Look saved.", look: sent } };
      },
    });
    const accent = await screen.findByLabelText("Accent colour");
    expect(accent).toHaveValue("#34d399");
    const checks = screen.getByRole("heading", { name: "Contrast check" }).closest("section") as HTMLElement;
    expect(within(checks).getByText("Links on the light background: 6.5:1 (needs 4.5:1)")).toBeInTheDocument();
    expect(within(checks).queryByText("Fail")).not.toBeInTheDocument();
    // Both themes are previewed with real components.
    const preview = screen.getByTestId("look-preview");
    expect(within(preview).getAllByRole("button", { name: "Primary" })).toHaveLength(2);
    expect(within(preview).getByRole("region", { name: "Preview in the light theme" })).toHaveAttribute(
      "data-bs-theme",
      "light",
    );

    await userEvent.clear(accent);
    await userEvent.type(accent, "#001f3f");
    expect(
      within(checks).getByText(
        "Accent colour as link text (#4d6279) on the dark background is 2.9:1; links need at least 4.5:1.",
      ),
    ).toBeInTheDocument();
    const save = screen.getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    expect(screen.getByText(/Save is off while \d+ pairs fail the contrast check below\./)).toBeInTheDocument();

    await userEvent.clear(accent);
    await userEvent.type(accent, "#2563EB");
    await userEvent.click(screen.getByRole("radio", { name: /^System/ }));
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await screen.findByText("Look saved.")).toBeInTheDocument();
    expect(sent).toEqual({ accent: "#2563eb", accent_secondary: "#6c757d", default_theme: "system" });
  });

  it("shows the server's refusal under the field", async () => {
    const refusal = "Accent colour as link text (#4d6279) on the dark background is 2.9:1; links need at least 4.5:1.";
    renderApp("/admin/look/", {
      user: owner,
      handler: (url, init) => {
        if (url.pathname !== "/admin/api/look/") return undefined;
        if (init?.method !== "POST") return { body: stored };
        return { status: 400, body: { message: "The look was not saved.", errors: { accent: [refusal] } } };
      },
    });
    await userEvent.click(await screen.findByRole("radio", { name: /^Light/ }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The look was not saved.")).toBeInTheDocument();
    expect(screen.getByText(refusal)).toBeInTheDocument();
  });
});
