import { formatSize, nameProblem, normaliseName } from "@bastion/shared";
import { describe, expect, it } from "vitest";

// The one name rule (packages/shared/src/downloads/names.ts) and the size units the pages show.

describe("folder and file names", () => {
  it("accepts names people give their downloads", () => {
    for (const name of [
      "Modpacks",
      "Season 5 (final)",
      "fabric-api-0.92.jar",
      "Résumé",
      "地图",
      "v1.2",
      "~",
      "a'b;c,d",
    ]) {
      expect([name, nameProblem(name, "file")]).toEqual([name, undefined]);
    }
  });

  it("says what is wrong with a name that could leave its folder or break on Windows", () => {
    expect(nameProblem("", "folder")).toBe("Folder name cannot be blank.");
    expect(nameProblem("\u200b", "file")).toBe("File name cannot be blank.");
    expect(nameProblem("..", "folder")).toBe("A name cannot be . or ..");
    expect(nameProblem("\u2025", "folder")).toBe("A name cannot be . or ..");
    expect(nameProblem(".env", "file")).toBe("A name cannot start with a dot.");
    expect(nameProblem("a/b", "file")).toBe("A name cannot contain / or \\ (or characters that look like them).");
    expect(nameProblem("a\u2215b", "file")).toBe("A name cannot contain / or \\ (or characters that look like them).");
    expect(nameProblem("a\uff3cb", "file")).toBe("A name cannot contain / or \\ (or characters that look like them).");
    expect(nameProblem("a\u202eb", "file")).toBe("A name cannot contain control or invisible characters.");
    expect(nameProblem("a:b", "file")).toBe('A name cannot contain any of < > : " | ? *');
    expect(nameProblem("%2e%2e", "file")).toBe("A name cannot contain percent-escapes such as %2F.");
    expect(nameProblem("name.", "file")).toBe("A name cannot start with a space or end with a space or a dot.");
    expect(nameProblem("Com1.txt", "file")).toBe("Com1 is a reserved name on Windows; choose another.");
    expect(nameProblem("a\ufffdb", "file")).toBe("A name cannot contain characters that could not be read.");
  });

  it("holds new folder names to 32 characters and every name to 255 bytes", () => {
    expect(nameProblem("x".repeat(32), "folder", { isNew: true })).toBeUndefined();
    expect(nameProblem("x".repeat(33), "folder", { isNew: true })).toBe("Folder name must be at most 32 characters.");
    expect(nameProblem("x".repeat(40), "folder")).toBeUndefined();
    expect(nameProblem(`${"é".repeat(127)}.a`, "file")).toBe("File name must be at most 255 bytes.");
    expect(nameProblem(`${"x".repeat(251)}.jar`, "file")).toBeUndefined();
    expect(normaliseName("e\u0301")).toBe("é");
  });
});

describe("size units", () => {
  it("writes bytes, KB, MB, GB and TB, base 1024, two decimals", () => {
    expect(
      [0, 900, 1024, 1536, 5 * 1024 ** 2, 2.5 * 1024 ** 3, 3 * 1024 ** 4, 5 * 1024 ** 5].map((b) => formatSize(b)),
    ).toEqual(["0 bytes", "900 bytes", "1.00 KB", "1.50 KB", "5.00 MB", "2.50 GB", "3.00 TB", "5120.00 TB"]);
    expect(formatSize(5 * 1024 ** 2, { trim: true })).toBe("5 MB");
  });
});
