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

  it("keeps the message in the field's description after 4 seconds, until the field changes", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFieldErrors());
    act(() => result.current.setErrors({ email: ["E-mail is required."], password: ["Password is required."] }));
    expect(result.current.note("email")).toBeUndefined();
    act(() => vi.advanceTimersByTime(4100));
    expect(result.current.first("email")).toBeUndefined();
    expect(result.current.note("email")).toBe("E-mail is required.");
    act(() => result.current.edited("email"));
    expect(result.current.note("email")).toBeUndefined();
    expect(result.current.note("password")).toBe("Password is required.");
  });

  it("clears a field's error at once when it is edited, and a new submit replaces every message", () => {
    const { result } = renderHook(() => useFieldErrors());
    act(() => result.current.setErrors({ email: ["E-mail is required."], password: ["Password is required."] }));
    act(() => result.current.edited("email"));
    expect(result.current.first("email")).toBeUndefined();
    expect(result.current.first("password")).toBe("Password is required.");
    act(() => result.current.setErrors({}));
    expect(result.current.note("password")).toBeUndefined();
  });
});
