import Form from "react-bootstrap/Form";
import { RichTextEditor, type RichTextEditorProps } from "./rich-text-editor";

interface RichTextFieldProps extends Pick<RichTextEditorProps, "initialHtml" | "uploadPicture" | "onChange"> {
  /** Prefix of the label's and the error's ids, unique on the page. */
  id: string;
  label: string;
  /** The server's or the form's message for the field, if any. */
  error?: string;
}

/** A labelled rich-text editor with its error below: the announcement's and the custom page's content. */
export function RichTextField({ id, label, error, ...editor }: RichTextFieldProps) {
  return (
    <div className="mb-3">
      <Form.Label id={`${id}-label`} as="p" className="mb-2">
        {label}
      </Form.Label>
      <RichTextEditor
        {...editor}
        labelId={`${id}-label`}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
      />
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
