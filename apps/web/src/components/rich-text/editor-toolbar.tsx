import { type Editor, useEditorState } from "@tiptap/react";
import type { ReactNode } from "react";
import { useT } from "../../lib/i18n";

interface ToolProps {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}

/**
 * A toolbar button. Its accessible name starts with what it shows ("H2 heading", "1. List,
 * numbered"), so a person who says or reads the visible text finds it (WCAG 2.5.3, axe's
 * label-content-name-mismatch).
 */
function Tool({ label, active, disabled, onClick, children }: ToolProps) {
  return (
    <button
      type="button"
      className={`btn btn-sm editor-tool ${active ? "btn-light" : "btn-outline-secondary"}`}
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // Keep the selection in the editor when the button is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

interface EditorToolbarProps {
  editor: Editor;
  onLink(): void;
  onImage(): void;
}

/** Headings, bold, italic, lists, link, quote, code and pictures (uploaded or by address), as the sanitiser allows them. */
export function EditorToolbar({ editor, onLink, onImage }: EditorToolbarProps) {
  const t = useT("rich-text");
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      h4: e.isActive("heading", { level: 4 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      strike: e.isActive("strike"),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      blockquote: e.isActive("blockquote"),
      code: e.isActive("code"),
      codeBlock: e.isActive("codeBlock"),
      link: e.isActive("link"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <div className="editor-toolbar d-flex flex-wrap gap-1 p-2" role="toolbar" aria-label={t("rich-text.toolbar.label")}>
      <fieldset className="btn-group" aria-label={t("rich-text.toolbar.headings")}>
        {([2, 3, 4] as const).map((level) => (
          <Tool
            key={level}
            label={t("rich-text.toolbar.heading", { level: String(level) })}
            active={state[`h${level}`]}
            onClick={() => chain().toggleHeading({ level }).run()}
          >
            H{level}
          </Tool>
        ))}
      </fieldset>
      <fieldset className="btn-group" aria-label={t("rich-text.toolbar.textStyle")}>
        <Tool label={t("rich-text.toolbar.bold")} active={state.bold} onClick={() => chain().toggleBold().run()}>
          <strong>B</strong>
        </Tool>
        <Tool label={t("rich-text.toolbar.italic")} active={state.italic} onClick={() => chain().toggleItalic().run()}>
          <em>I</em>
        </Tool>
        <Tool
          label={t("rich-text.toolbar.underline")}
          active={state.underline}
          onClick={() => chain().toggleUnderline().run()}
        >
          <u>U</u>
        </Tool>
        <Tool
          label={t("rich-text.toolbar.strikethrough")}
          active={state.strike}
          onClick={() => chain().toggleStrike().run()}
        >
          <s>S</s>
        </Tool>
      </fieldset>
      <fieldset className="btn-group" aria-label={t("rich-text.toolbar.blocks")}>
        <Tool
          label={t("rich-text.toolbar.bulletList")}
          active={state.bulletList}
          onClick={() => chain().toggleBulletList().run()}
        >
          {t("rich-text.toolbar.bulletListShort")}
        </Tool>
        <Tool
          label={t("rich-text.toolbar.orderedList")}
          active={state.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        >
          {t("rich-text.toolbar.orderedListShort")}
        </Tool>
        <Tool
          label={t("rich-text.toolbar.quote")}
          active={state.blockquote}
          onClick={() => chain().toggleBlockquote().run()}
        >
          ❝
        </Tool>
        <Tool label={t("rich-text.toolbar.inlineCode")} active={state.code} onClick={() => chain().toggleCode().run()}>
          {"</>"}
        </Tool>
        <Tool
          label={t("rich-text.toolbar.codeBlock")}
          active={state.codeBlock}
          onClick={() => chain().toggleCodeBlock().run()}
        >
          {"{ }"}
        </Tool>
        <Tool label={t("rich-text.toolbar.horizontalRule")} onClick={() => chain().setHorizontalRule().run()}>
          ―
        </Tool>
      </fieldset>
      <fieldset className="btn-group" aria-label={t("rich-text.toolbar.insert")}>
        <Tool label={t("rich-text.toolbar.link")} active={state.link} onClick={onLink}>
          {t("rich-text.toolbar.link")}
        </Tool>
        <Tool label={t("rich-text.toolbar.image")} onClick={onImage}>
          {t("rich-text.toolbar.image")}
        </Tool>
      </fieldset>
      <fieldset className="btn-group ms-auto" aria-label={t("rich-text.toolbar.history")}>
        <Tool label={t("rich-text.toolbar.undo")} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          ↶
        </Tool>
        <Tool label={t("rich-text.toolbar.redo")} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          ↷
        </Tool>
      </fieldset>
    </div>
  );
}
