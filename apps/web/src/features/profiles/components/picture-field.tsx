import {
  DEFAULT_PROFILE_IMG,
  LIMITS,
  OWNER_PROFILE_IMG_EXTENSIONS,
  PROFILE_IMG_EXTENSIONS,
  PROFILE_IMG_MAX_BYTES,
  SIZE_LIMITS,
} from "@bastion/shared";
import { type ChangeEvent, useRef } from "react";
import Form from "react-bootstrap/Form";
import { FilePicker } from "../../../components/forms/file-picker";
import { useObjectUrl } from "../../../lib/use-object-url";

/** Why a chosen file cannot be sent, judged in the browser; the server checks the content again. */
export function pictureProblem(file: File, extensions: readonly string[]): string | undefined {
  const name = file.name.toLowerCase();
  if (!extensions.some((extension) => name.endsWith(extension))) {
    return `Choose a ${extensions.join(", ")} picture.`;
  }
  if (file.size > PROFILE_IMG_MAX_BYTES) {
    return SIZE_LIMITS.mustBeAtMost("The picture", PROFILE_IMG_MAX_BYTES);
  }
  return undefined;
}

interface PictureFieldProps {
  current: string;
  file: File | null;
  useDefault: boolean;
  allowGif: boolean;
  error?: string;
  onFile(file: File | null): void;
  onProblem(message: string): void;
  onUseDefault(useDefault: boolean): void;
}

/**
 * The picture chooser with a preview of what the server will store: the centre square of the
 * chosen file at 250x250 (object-fit: cover crops it the same way the server does).
 */
export function PictureField({ current, file, useDefault, allowGif, error, ...handlers }: PictureFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const chosenUrl = useObjectUrl(useDefault ? null : file);
  const extensions = allowGif ? OWNER_PROFILE_IMG_EXTENSIONS : PROFILE_IMG_EXTENSIONS;
  const preview = useDefault ? DEFAULT_PROFILE_IMG : (chosenUrl ?? current);
  const size = LIMITS.avatarSize;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? pictureProblem(chosen, extensions) : undefined;
    if (problem) {
      event.target.value = "";
      handlers.onFile(null);
      handlers.onProblem(problem);
      return;
    }
    handlers.onFile(chosen);
  }

  function handleUseDefault(event: ChangeEvent<HTMLInputElement>) {
    handlers.onUseDefault(event.target.checked);
    if (event.target.checked && input.current) {
      input.current.value = "";
      handlers.onFile(null);
    }
  }

  return (
    <div className="picture-field d-flex flex-column gap-3">
      <figure className="mb-0 text-center">
        <img
          src={preview}
          width={size}
          height={size}
          alt={chosenUrl ? "Preview of the chosen picture, cropped" : "Current profile picture"}
          className="avatar-preview rounded"
          data-testid="avatar-preview"
        />
        <figcaption className="small text-body-secondary mt-2">
          {chosenUrl ? `Preview: the centre square, stored at ${size}x${size}` : `Shown at ${size}x${size}`}
        </figcaption>
      </figure>
      <Form.Group controlId="profile-img" className="w-100">
        <Form.Label>Profile picture</Form.Label>
        <FilePicker
          inputRef={input}
          name="profile_img"
          accept={extensions.join(",")}
          disabled={useDefault}
          invalid={Boolean(error)}
          onChange={handleChange}
          describedBy="profile-img-help"
          buttonLabel="Choose a picture"
        />
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
        <Form.Text id="profile-img-help" className="text-body-secondary">
          {extensions.join(", ")}, up to {PROFILE_IMG_MAX_BYTES / (1024 * 1024)} MB.
        </Form.Text>
      </Form.Group>
      <Form.Check
        type="switch"
        id="use-default-picture"
        label="Use default picture"
        checked={useDefault}
        onChange={handleUseDefault}
      />
    </div>
  );
}
