import { formatSize, SIZE_LIMITS } from "@bastion/shared";
import { describe, expect, it } from "vitest";

// The size limits' sentences the server's refusals and the web forms' own checks share (issue 28.8).
describe("size limit messages", () => {
  it("say the limit in the spec's units, without zero decimals", () => {
    expect(SIZE_LIMITS.mustBeAtMost("patch file", 1024 ** 3)).toBe("The patch file must be at most 1 GB.");
    expect(SIZE_LIMITS.mustBeAtMost("picture", 5 * 1024 ** 2)).toBe("The picture must be at most 5 MB.");
    expect(SIZE_LIMITS.fileLargerThan("region.zip", 2.5 * 1024 ** 3)).toBe(
      "region.zip is larger than 2.5 GB, the most one file can be.",
    );
    expect(SIZE_LIMITS.uploadLargerThan(4 * 1024 ** 3)).toBe("One upload can be at most 4 GB in all.");
  });

  it("keep two decimals in a list's sizes", () => {
    expect(formatSize(1536)).toBe("1.50 KB");
    expect(formatSize(900)).toBe("900 bytes");
  });
});
