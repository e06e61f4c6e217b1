import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AlertStack } from "./alert-stack";
import { type AlertVariant, useAlerts } from "./alerts-context";
import { AlertsProvider } from "./alerts-provider";

function Trigger({ message, variant }: { message: string; variant?: AlertVariant }) {
  const alerts = useAlerts();
  return (
    <button type="button" onClick={() => alerts.show(message, variant)}>
      {message}
    </button>
  );
}

function renderAlerts() {
  return render(
    <AlertsProvider>
      <nav className="site-navbar">
        <a href="/punished/">Punished players</a>
      </nav>
      <AlertStack />
      <Trigger message="Something failed" />
      <Trigger message="Saved" variant="success" />
    </AlertsProvider>,
  );
}

describe("alerts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows a danger alert by default and closes it after 4 seconds", () => {
    renderAlerts();
    act(() => screen.getByRole("button", { name: "Something failed" }).click());
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Something failed");
    expect(alert).toHaveClass("alert-danger");
    act(() => vi.advanceTimersByTime(3900));
    expect(screen.queryByRole("alert")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows one alert at a time: a new one replaces the last and gets its own 4 seconds", () => {
    renderAlerts();
    act(() => screen.getByRole("button", { name: "Something failed" }).click());
    act(() => vi.advanceTimersByTime(3000));
    act(() => screen.getByRole("button", { name: "Saved" }).click());
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.getByRole("alert")).toHaveTextContent("Saved");
    expect(screen.getByRole("alert")).toHaveClass("alert-success");
    // The first alert's timer does not close the second.
    act(() => vi.advanceTimersByTime(3900));
    expect(screen.getByRole("alert")).toHaveTextContent("Saved");
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("is drawn again for the same words, and goes when the keyboard reaches the navbar it lies over", () => {
    renderAlerts();
    act(() => screen.getByRole("button", { name: "Something failed" }).click());
    const first = screen.getByRole("alert");
    act(() => screen.getByRole("button", { name: "Something failed" }).click());
    expect(screen.getByRole("alert")).not.toBe(first);
    act(() => screen.getByRole("link", { name: "Punished players" }).focus());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
