import { type FieldErrors, LIMITS } from "@bastion/shared";
import { useCallback, useEffect, useState } from "react";
import { ApiError } from "../../../lib/api-client";

/** Field error messages that clear themselves after 4 seconds (spec §4). */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const timer = window.setTimeout(() => setErrors({}), LIMITS.fieldErrorMs);
    return () => window.clearTimeout(timer);
  }, [errors]);

  /** Shows the server's field errors from a failed call; returns whether there were any. */
  const showFrom = useCallback((error: unknown) => {
    const fields = error instanceof ApiError ? error.body?.errors : undefined;
    if (!fields || Object.keys(fields).length === 0) return false;
    setErrors(fields);
    return true;
  }, []);

  const first = (field: string) => errors[field]?.[0];
  return { showFrom, first, set: setErrors };
}
