import Image from "@tiptap/extension-image";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useState } from "react";
import { EditorToolbar } from "./editor-toolbar";
import { ImageDialog, type UploadPicture } from "./image-dialog";
import "./rich-text.css";
import { insertPicture, type Picture } from "./insert-picture";
import { UrlDialog, type UrlDialogResult } from "./url-dialog";

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

// Only what the server's sanitiser keeps: headings 2 to 4, marks, lists, quotes, code, rules, links,
// pictures (https, or uploaded to the site).
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      isAllowedUri: (url) => SAFE_LINK.test(url),
      HTMLAttributes: { rel: "noopener noreferrer nofollow", target: "_blank" },
    },
  }),
  Image.configure({ allowBase64: false }),
];

export interface RichTextEditorProps {
  /** The HTML to start from (read once, when the editor is made). */
  initialHtml: string;
  labelId: string;
  invalid?: boolean;
  describedBy?: string;
  /** Pictures from the computer go here; without it, pictures are given by https address only. */
  uploadPicture?: UploadPicture;
  onChange(html: string): void;
}

/**
 * The TipTap editor with its toolbar, for announcements and custom pages alike: it makes only what
 * the server's sanitiser keeps. It lives in the editor pages' lazy chunks only.
 */
export function RichTextEditor({
  initialHtml,
  labelId,
  invalid,
  describedBy,
  uploadPicture,
  onChange,
}: RichTextEditorProps) {
  const [dialog, setDialog] = useState<"link" | "image" | null>(null);
  const editor = useEditor({
    extensions,
    content: initialHtml,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        class: "editor-surface rich-content",
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  if (!editor) return null;

  function handleInsertLink({ url, text }: UrlDialogResult) {
    if (!editor) return;
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: text || url, marks: [{ type: "link", attrs: { href: url } }] }).run();
    } else {
      chain.extendMarkRange("link").setLink({ href: url }).run();
    }
    setDialog(null);
  }

  function handleInsertPicture(picture: Picture) {
    if (editor) insertPicture(editor, picture);
    setDialog(null);
  }

  function handleRemoveLink() {
    editor?.chain().focus().extendMarkRange("link").unsetLink().run();
    setDialog(null);
  }

  const currentLink = editor.isActive("link") ? String(editor.getAttributes("link").href ?? "") : "";

  return (
    <div className={`rich-editor rounded-3 ${invalid ? "is-invalid" : ""}`}>
      <EditorToolbar editor={editor} onLink={() => setDialog("link")} onImage={() => setDialog("image")} />
      <EditorContent editor={editor} />
      <UrlDialog
        show={dialog === "link"}
        initialUrl={currentLink}
        onInsert={handleInsertLink}
        onRemove={currentLink ? handleRemoveLink : undefined}
        onCancel={() => setDialog(null)}
      />
      <ImageDialog
        show={dialog === "image"}
        uploadPicture={uploadPicture}
        onInsert={handleInsertPicture}
        onCancel={() => setDialog(null)}
      />
    </div>
  );
}
