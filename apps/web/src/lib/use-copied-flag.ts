import { LIMITS } from "@bastion/shared";
import { useCallback, useEffect, useState } from "react";

/** The state of a copy button: true for 2 seconds after markCopied (spec §9 copy confirmation). */
export function useCopiedFlag(): [copied: boolean, markCopied: () => void] {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), LIMITS.copyConfirmationMs);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return [copied, useCallback(() => setCopied(true), [])];
}
