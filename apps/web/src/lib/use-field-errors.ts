import { type FieldErrors, LIMITS } from "@bastion/shared";
import { useCallback, useEffect, useState } from "react";
import { ApiError } from "./api-client";

const without = (errors: FieldErrors, field: string): FieldErrors => {
  if (!(field in errors)) return errors;
  const { [field]: _removed, ...rest } = errors;
  return rest;
};

/**
 * Field error messages. They show as errors for 4 seconds (spec §4); then, for slow readers, the text
 * stays in the field's description (`note`) until the field changes (issue 18). Editing a field
 * clears its message at once (`edited`), so an old "required" never sits under a filled field.
 * `rename` maps the server's field names to the form's (the reset form's password1 is its
 * new_password1 field).
 */
export function useFieldErrors(rename: Record<string, string> = {}) {
  const [errors, setShown] = useState<FieldErrors>({});
  const [notes, setNotes] = useState<FieldErrors>({});

  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const timer = window.setTimeout(() => setShown({}), LIMITS.fieldErrorMs);
    return () => window.clearTimeout(timer);
  }, [errors]);

  /** Shows these messages (and only these: earlier ones are gone). */
  const setErrors = useCallback((next: FieldErrors) => {
    setShown(next);
    setNotes(next);
  }, []);

  /** Shows the server's field errors from a failed call; returns whether there were any. */
  const showFrom = useCallback(
    (error: unknown) => {
      const fields = error instanceof ApiError ? error.body?.errors : undefined;
      if (!fields || Object.keys(fields).length === 0) return false;
      const renamed: FieldErrors = {};
      for (const [field, messages] of Object.entries(fields)) {
        const name = rename[field] ?? field;
        renamed[name] = [...(renamed[name] ?? []), ...messages];
      }
      setErrors(renamed);
      return true;
    },
    [rename, setErrors],
  );

  /** The field was changed: its message, shown or kept, is out of date. */
  const edited = useCallback((field: string) => {
    setShown((current) => without(current, field));
    setNotes((current) => without(current, field));
  }, []);

  /** A change handler that also clears the field's message: `onChange={editing("about_me", setAboutMe)}`. */
  const editing =
    <T>(field: string, onChange: (value: T) => void) =>
    (value: T) => {
      edited(field);
      onChange(value);
    };

  const first = (field: string) => errors[field]?.[0];
  /** The message kept in the field's description once the error itself has closed. */
  const note = (field: string) => (errors[field] ? undefined : notes[field]?.join(" "));
  return { errors, setErrors, showFrom, first, note, edited, editing, clear: () => setErrors({}) };
}

export type FieldErrorsState = ReturnType<typeof useFieldErrors>;
