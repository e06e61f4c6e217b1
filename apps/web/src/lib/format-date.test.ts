import { describe, expect, it } from "vitest";
import { dateTimeParts, formatDateTime } from "./format-date";

describe("dateTimeParts", () => {
  it("cuts formatDateTime's text before the time, losing only the space at the cut", () => {
    const iso = "2026-11-21T18:40:00.000Z";
    const parts = dateTimeParts(iso);
    expect(parts).toBeDefined();
    expect(`${parts?.date} ${parts?.time}`).toBe(formatDateTime(iso));
    expect(parts?.time).toMatch(/^\d/);
    expect(parts?.date).not.toMatch(/\s$/);
  });

  it("has no parts for a value that is not a date", () => {
    expect(dateTimeParts("not a date")).toBeUndefined();
  });
});
