import { Editor } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";
import { afterEach, describe, expect, it } from "vitest";
import { insertPicture } from "./insert-picture";

// Issue 27: after Image → Insert, the next key typed went in place of the picture.

const picture = { src: "/media/announcements/0123456789abcdef0123456789abcdef.webp", alt: "The spawn" };
const img = `<img src="${picture.src}" alt="The spawn">`;
let editor: Editor | undefined;
afterEach(() => editor?.destroy());

/** An editor with the announcement editor's nodes, the cursor where `at` says. */
function editorWith(content: string, at: "end" | number) {
  editor = new Editor({ extensions: [StarterKit, Image], content });
  if (at === "end") editor.commands.focus("end");
  else editor.commands.setTextSelection(at);
  return editor;
}

describe("inserting a picture", () => {
  it("keeps the picture when typing goes on at the end of the text", () => {
    const current = editorWith("<p>Hello</p>", "end");
    insertPicture(current, picture);
    current.commands.insertContent("And more.");
    expect(current.getHTML()).toBe(`<p>Hello</p>${img}<p>And more.</p>`);
  });

  it("keeps it in an empty text and in the middle of a paragraph", () => {
    const empty = editorWith("", "end");
    insertPicture(empty, picture);
    empty.commands.insertContent("x");
    expect(empty.getHTML()).toBe(`${img}<p>x</p>`);
    empty.destroy();

    const middle = editorWith("<p>Hello world</p>", 7);
    insertPicture(middle, picture);
    middle.commands.insertContent("new ");
    expect(middle.getHTML()).toBe(`<p>Hello </p>${img}<p>new world</p>`);
  });

  it("keeps it before a following block, typing into that block", () => {
    const current = editorWith("<p>One</p><h2>Two</h2>", 4);
    insertPicture(current, picture);
    current.commands.insertContent("x");
    expect(current.getHTML()).toBe(`<p>One</p>${img}<h2>xTwo</h2><p></p>`);
  });
});
