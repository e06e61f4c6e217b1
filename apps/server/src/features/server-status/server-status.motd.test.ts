import { describe, expect, it } from "vitest";
import { motdToHtml, stripLegacyCodes } from "./server-status.motd";

describe("legacy § MOTDs", () => {
  it("colours text and lets a colour code end the formats before it", () => {
    expect(motdToHtml("§a§lGreen bold§9 blue")).toBe(
      '<span style="color:#55ff55;font-weight:bold">Green bold</span><span style="color:#5555ff"> blue</span>',
    );
  });

  it("stacks formats and §r returns to plain text", () => {
    expect(motdToHtml("§o§n§mall three§r plain")).toBe(
      '<span style="font-style:italic;text-decoration:underline line-through">all three</span> plain',
    );
  });

  it("reads upper-case codes, BungeeCord hex colours and drops unknown codes", () => {
    expect(motdToHtml("§Cred §x§1§2§a§b§C§dhex§z§")).toBe(
      '<span style="color:#ff5555">red </span><span style="color:#12abcd">hex</span>',
    );
  });

  it("keeps line breaks and drops other control characters", () => {
    expect(motdToHtml("line one\r\nline\u0007 two\ttab")).toBe("line one\nline twotab");
  });

  it("escapes every character that could start markup or leave an attribute", () => {
    expect(motdToHtml(`§c<b onclick='x'>"&"</b>`)).toBe(
      '<span style="color:#ff5555">&lt;b onclick=&#39;x&#39;&gt;&quot;&amp;&quot;&lt;/b&gt;</span>',
    );
  });

  it("blurs obfuscated text (it cannot be scrambled without script)", () => {
    expect(motdToHtml("§k||§r Bastion")).toBe('<span style="filter:blur(0.2em)">||</span> Bastion');
  });
});

describe("JSON chat component MOTDs", () => {
  it("inherits styles down extra and lets a child override them", () => {
    const motd = {
      text: "A ",
      color: "gold",
      bold: true,
      extra: [
        { text: "B ", bold: false },
        { text: "C", color: "#ABCDEF", underlined: true },
      ],
    };
    expect(motdToHtml(motd)).toBe(
      '<span style="color:#ffaa00;font-weight:bold">A </span><span style="color:#ffaa00">B </span>' +
        '<span style="color:#abcdef;font-weight:bold;text-decoration:underline">C</span>',
    );
  });

  it("treats a list as a parent followed by children that take its style", () => {
    expect(motdToHtml([{ text: "x", color: "red" }, "y", { text: "z", color: "reset" }])).toBe(
      '<span style="color:#ff5555">xy</span>z',
    );
  });

  it("reads § codes inside component text, with §r going back to the component's style", () => {
    expect(motdToHtml({ text: "§eyellow§r back", color: "aqua" })).toBe(
      '<span style="color:#ffff55">yellow</span><span style="color:#55ffff"> back</span>',
    );
  });

  it("ignores colours and flags it does not know instead of copying them into CSS", () => {
    const motd = {
      text: "plain",
      color: "red;background:url(https://evil.example/x)",
      bold: "true",
      extra: [
        { text: "!", color: "#12345g", italic: 1 },
        { text: "?", color: "expression(alert(1))" },
      ],
    };
    expect(motdToHtml(motd)).toBe("plain!?");
  });

  it("shows numbers and the fallback of a translated part, and skips what has no text", () => {
    expect(motdToHtml({ text: 42, extra: [{ translate: "x.y", fallback: " players" }, { score: {} }, null] })).toBe(
      "42 players",
    );
  });

  it("caps very long and very deep MOTDs", () => {
    expect(motdToHtml("x".repeat(10_000))).toHaveLength(2048);
    let deep: unknown = { text: "bottom" };
    for (let index = 0; index < 100; index += 1) deep = { text: "", extra: [deep] };
    expect(motdToHtml(deep)).toBe("");
  });
});

describe("stripLegacyCodes", () => {
  it("leaves the plain text of a version name", () => {
    expect(stripLegacyCodes("§cPaper §l1.21§")).toBe("Paper 1.21");
  });
});
