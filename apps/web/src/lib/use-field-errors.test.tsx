import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { useFieldErrors } from "./use-field-errors";

afterEach(() => vi.useRealTimers());

describe("useFieldErrors", () => {
  it("shows the server's field errors and clears them after 4 seconds", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFieldErrors());
    act(() => {
      result.current.showFrom(
        new ApiError(400, { message: "Fix it", code: "invalid_fields", errors: { about_me: ["Too long."] } }),
      );
    });
    expect(result.current.first("about_me")).toBe("Too long.");
    act(() => vi.advanceTimersByTime(3900));
    expect(result.current.first("about_me")).toBe("Too long.");
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.first("about_me")).toBeUndefined();
  });

  it("reports when an error carried no field errors", () => {
    const { result } = renderHook(() => useFieldErrors());
    let shown = true;
    act(() => {
      shown = result.current.showFrom(new Error("offline"));
    });
    expect(shown).toBe(false);
  });
});
