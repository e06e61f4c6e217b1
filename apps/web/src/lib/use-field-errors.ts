import { type FieldErrors, LIMITS } from "@bastion/shared";
import { useCallback, useEffect, useState } from "react";
import { ApiError } from "./api-client";

/**
 * Field error messages that clear themselves after 4 seconds (spec §4). `rename` maps the server's
 * field names to the form's (the reset form's password1 is its new_password1 field).
 */
export function useFieldErrors(rename: Record<string, string> = {}) {
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const timer = window.setTimeout(() => setErrors({}), LIMITS.fieldErrorMs);
    return () => window.clearTimeout(timer);
  }, [errors]);

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
    [rename],
  );

  const first = (field: string) => errors[field]?.[0];
  return { errors, setErrors, showFrom, first, clear: () => setErrors({}) };
}

export type FieldErrorsState = ReturnType<typeof useFieldErrors>;
