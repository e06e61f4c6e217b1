import {
  DEFAULT_PROFILE_IMG,
  LIMITS,
  OWNER_PROFILE_IMG_EXTENSIONS,
  PROFILE_IMG_EXTENSIONS,
  PROFILE_IMG_MAX_BYTES,
} from "@bastion/shared";
import { type ChangeEvent, useRef } from "react";
import Form from "react-bootstrap/Form";
import { FilePicker } from "../../../components/forms/file-picker";
import { sizeFormatter } from "../../../lib/format-size";
import { type Translate, useLocale, useT } from "../../../lib/i18n";
import { useObjectUrl } from "../../../lib/use-object-url";

/** The largest picture ("5 MB", base 1024 as the server counts), in the language shown. */
const maxSize = (t: Translate, locale: string) => sizeFormatter(t, locale)(PROFILE_IMG_MAX_BYTES, { trim: true });

/** Why a chosen file cannot be sent, judged in the browser; the server checks the content again. */
export function pictureProblem(
  file: File,
  extensions: readonly string[],
  t: Translate,
  locale: string,
): string | undefined {
  const name = file.name.toLowerCase();
  if (!extensions.some((extension) => name.endsWith(extension))) {
    return t("profiles.picture.wrongType", { extensions: extensions.join(", ") });
  }
  if (file.size > PROFILE_IMG_MAX_BYTES) {
    return t("profiles.picture.tooLarge", { size: maxSize(t, locale) });
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
  const t = useT("profiles");
  const locale = useLocale();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? pictureProblem(chosen, extensions, t, locale) : undefined;
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
          alt={chosenUrl ? t("profiles.picture.previewAlt") : t("profiles.picture.currentAlt")}
          className="avatar-preview rounded"
          data-testid="avatar-preview"
        />
        <figcaption className="small text-body-secondary mt-2">
          {chosenUrl ? t("profiles.picture.previewCaption", { size }) : t("profiles.picture.caption", { size })}
        </figcaption>
      </figure>
      <Form.Group controlId="profile-img" className="w-100">
        <Form.Label>{t("profiles.picture.label")}</Form.Label>
        <FilePicker
          inputRef={input}
          name="profile_img"
          accept={extensions.join(",")}
          disabled={useDefault}
          invalid={Boolean(error)}
          onChange={handleChange}
          describedBy="profile-img-help"
          buttonLabel={t("profiles.picture.choose")}
        />
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
        <Form.Text id="profile-img-help" className="text-body-secondary">
          {t("profiles.picture.help", { extensions: extensions.join(", "), size: maxSize(t, locale) })}
        </Form.Text>
      </Form.Group>
      <Form.Check
        type="switch"
        id="use-default-picture"
        label={t("profiles.picture.useDefault")}
        checked={useDefault}
        onChange={handleUseDefault}
      />
    </div>
  );
}
