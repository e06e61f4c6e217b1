import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test-utils/render";

describe("error pages", () => {
  it("shows the 404 page for any unknown path", async () => {
    renderApp("/no/such/page/");
    expect(
      await screen.findByText("Sorry, the page you are looking for does not exist, or has been moved."),
    ).toBeInTheDocument();
  });

  it.each([
    ["/error/403/", "403 Access Forbidden"],
    ["/error/500/", "Unexpected Error Occurred"],
    ["/error/must-be-logged-in/", "User account needed"],
    ["/error/400/", "Bad Request"],
    ["/error/error-loading-requested-page/", "Error loading the requested page"],
  ])("%s shows '%s'", async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole("heading", { name: title })).toBeInTheDocument();
  });

  it("shows the footer with the year and a Privacy link", async () => {
    renderApp("/coming-soon/");
    expect(await screen.findByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy-policy/");
    const footer = screen.getByRole("contentinfo");
    await waitFor(() => expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Test Craft`));
  });
});
