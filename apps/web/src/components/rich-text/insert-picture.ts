import type { Editor } from "@tiptap/core";
import { NodeSelection, TextSelection } from "@tiptap/pm/state";

export interface Picture {
  src: string;
  alt: string;
}

/**
 * Puts a picture at the cursor and the cursor after it (issue 27). TipTap leaves a picture inserted
 * at the end of a paragraph or of the text selected (a node selection), so the next key typed
 * replaced it; the cursor now goes to the start of the block after the picture, made if there is none.
 */
export function insertPicture(editor: Editor, picture: Picture) {
  editor
    .chain()
    .focus()
    .setImage(picture)
    .command(({ tr }) => {
      const { selection } = tr;
      if (!(selection instanceof NodeSelection)) return true;
      const after = selection.to;
      if (!tr.doc.resolve(after).nodeAfter?.isTextblock) {
        const paragraph = tr.doc.type.schema.nodes.paragraph;
        if (!paragraph) return true;
        tr.insert(after, paragraph.create());
      }
      tr.setSelection(TextSelection.create(tr.doc, after + 1));
      return true;
    })
    .run();
}
