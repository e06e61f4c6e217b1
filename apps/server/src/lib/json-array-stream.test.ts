import { describe, expect, it } from "vitest";
import { JsonArrayError, jsonArrayItems } from "./json-array-stream";

async function items(text: string, pieceLength = 3) {
  async function* pieces() {
    for (let at = 0; at < text.length; at += pieceLength) yield text.slice(at, at + pieceLength);
  }
  const out: unknown[] = [];
  for await (const item of jsonArrayItems(pieces())) out.push(item);
  return out;
}

describe("jsonArrayItems", () => {
  it("gives each item of the array, whatever pieces the text arrives in", async () => {
    const value = [
      { id: "a,b", reason: 'quote " and ] and } and \\ and ,', nested: { list: [1, [2, { x: "]" }]] } },
      "text",
      42,
      null,
      true,
      [],
      {},
      { emoji: "⛏️ 日本" },
    ];
    const text = JSON.stringify(value, null, 2);
    for (const pieceLength of [1, 2, 7, 1000]) expect(await items(text, pieceLength)).toEqual(value);
  });

  it("reads an empty array, with or without whitespace", async () => {
    expect(await items("[]")).toEqual([]);
    expect(await items(" \n[ \n ] \n")).toEqual([]);
  });

  it.each([
    ["", /empty/],
    ['{"a": 1}', /must hold a JSON array/],
    ["{ nope", /JSON/],
    ["[1, 2", /not closed/],
    ['[{"a": 1}', /not closed/],
    ["[1,]", /unexpected '\]'/],
    ["[,1]", /unexpected ','/],
    ["[1] 2", /after the array's end/],
    ['[{"a": }]', /item 0 \(ending at character \d+\): /],
    ["[1, {nope}]", /item 1 \(ending at character \d+\): /],
  ])("refuses %j", async (text, message) => {
    await expect(items(text)).rejects.toThrow(JsonArrayError);
    await expect(items(text)).rejects.toThrow(message);
  });
});
