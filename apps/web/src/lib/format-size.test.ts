import { formatSize } from "@bastion/shared";
import { describe, expect, it } from "vitest";
import { sizeFormatter } from "./format-size";
import { i18n, loadNamespaces, translate } from "./i18n";

// Spec §9: bytes, KB, MB, GB, TB, base 1024, two decimals; one wording for every page (issue 31).

await loadNamespaces("de", ["common"]);
await loadNamespaces("es", ["common"]);
await loadNamespaces("pt-BR", ["common"]);

/** The formatter in `locale`, with common's words in it, as a page shown in that language has them. */
function shownIn(locale: "de" | "es" | "pt-BR") {
  i18n.activate(locale);
  return sizeFormatter(translate, locale);
}

describe("sizeFormatter", () => {
  const english = sizeFormatter(translate, "en");

  it("writes English as the shared formatSize does, with one byte in the singular", () => {
    expect(english(0)).toBe("0 bytes");
    expect(english(1)).toBe("1 byte");
    expect(english(900)).toBe("900 bytes");
    expect(english(1023)).toBe("1023 bytes");
    expect(english(1024)).toBe("1.00 KB");
    expect(english(1536)).toBe("1.50 KB");
    expect(english(1024 * 1024 - 1)).toBe(formatSize(1024 * 1024 - 1));
    expect(english(5 * 1024 ** 3)).toBe("5.00 GB");
    expect(english(2048 * 1024 ** 4)).toBe("2048.00 TB");
  });

  it("drops zero decimals when trimmed, for sentences", () => {
    expect(english(5 * 1024 ** 2, { trim: true })).toBe("5 MB");
    expect(english(1.5 * 1024 ** 2, { trim: true })).toBe("1.5 MB");
    expect(english(900, { trim: true })).toBe("900 bytes");
  });

  it("rounds as the shared formatSize does", () => {
    for (const bytes of [1025, 10_239, 1_048_575, 123_456_789, 9_876_543_210]) {
      expect(english(bytes)).toBe(formatSize(bytes));
      expect(english(bytes, { trim: true })).toBe(formatSize(bytes, { trim: true }));
    }
  });

  it("writes each language's numbers and words", () => {
    const german = shownIn("de");
    expect(german(1)).toBe("1 Byte");
    expect(german(900)).toBe("900 Byte");
    expect(german(1536)).toBe("1,50 KB");
    expect(german(1.5 * 1024 ** 2, { trim: true })).toBe("1,5 MB");
    expect(german(2048 * 1024 ** 4)).toBe("2048,00 TB");
    const spanish = shownIn("es");
    expect(spanish(1)).toBe("1 byte");
    expect(spanish(900)).toBe("900 bytes");
    expect(spanish(1536)).toBe("1,50 KB");
    const portuguese = shownIn("pt-BR");
    expect(portuguese(1)).toBe("1 byte");
    expect(portuguese(2)).toBe("2 bytes");
    expect(portuguese(3 * 1024 ** 3)).toBe("3,00 GB");
  });
});
