import { contrastRatio, parseHexColour, readableTextOn, relativeLuminance } from "@bastion/shared";
import { describe, expect, it } from "vitest";

describe("colour contrast (WCAG 2.x)", () => {
  it("gives black on white 21:1 and a colour on itself 1:1", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#3b82f6", "#3b82f6")).toBe(1);
  });

  it("matches the published ratios of known pairs", () => {
    // Bootstrap's primary on white is 4.5:1 (it just passes AA); #777 on white is 4.48:1 (it just fails).
    expect(contrastRatio("#0d6efd", "#ffffff")).toBeCloseTo(4.5, 1);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(relativeLuminance("#ffffff")).toBe(1);
    expect(relativeLuminance("#000000")).toBe(0);
  });

  it("reads #rgb and #rrggbb in either case, and nothing else", () => {
    expect(parseHexColour("#FfF")).toEqual([255, 255, 255]);
    expect(parseHexColour("#0d6efd")).toEqual([13, 110, 253]);
    for (const bad of ["0d6efd", "#0d6ef", "red", "#gggggg", ""]) expect(parseHexColour(bad)).toBeUndefined();
    expect(() => relativeLuminance("red")).toThrow("Not a colour: red");
  });

  it("picks the text colour that reads on a badge, always at least AA", () => {
    expect(readableTextOn("#ffff00")).toBe("#000000");
    expect(readableTextOn("#000080")).toBe("#ffffff");
    for (const hex of ["#ff0000", "#00aa00", "#777777", "#5865f2", "#f59e0b"]) {
      expect(contrastRatio(hex, readableTextOn(hex))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
