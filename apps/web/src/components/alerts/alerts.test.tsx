import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AlertStack } from "./alert-stack";
import { useAlerts } from "./alerts-context";
import { AlertsProvider } from "./alerts-provider";

function Trigger() {
  const alerts = useAlerts();
  return (
    <button type="button" onClick={() => alerts.show("Something failed")}>
      fail
    </button>
  );
}

describe("alerts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows a danger alert by default and closes it after 4 seconds", () => {
    render(
      <AlertsProvider>
        <Trigger />
        <AlertStack />
      </AlertsProvider>,
    );
    act(() => screen.getByRole("button", { name: "fail" }).click());
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Something failed");
    expect(alert).toHaveClass("alert-danger");
    act(() => vi.advanceTimersByTime(3900));
    expect(screen.queryByText("Something failed")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText("Something failed")).not.toBeInTheDocument();
  });
});
