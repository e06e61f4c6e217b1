import { LIMITS } from "@bastion/shared";
import { useEffect, useState } from "react";
import { copyText } from "../../lib/copy-text";
import { useT } from "../../lib/i18n";
import { buttonClasses } from "./button-classes";

interface CopyButtonProps {
  text: string;
  /** The button's words before copying (default "Copy", in the language shown). */
  label?: string;
  size?: "sm" | "lg";
  variant?: string;
  className?: string;
}

/** Copies `text` to the clipboard; "Copied" shows for 2 seconds (spec §9), or why it could not. */
export function CopyButton({ text, label, size, variant = "light", className }: CopyButtonProps) {
  const t = useT("common");
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = window.setTimeout(() => setState("idle"), LIMITS.copyConfirmationMs);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function handleCopy() {
    // Neither the clipboard nor the copy command worked: the visitor selects and copies by hand.
    setState((await copyText(text)) ? "copied" : "failed");
  }

  const words =
    state === "copied"
      ? t("common.copy.copied")
      : state === "failed"
        ? t("common.copy.byHand")
        : (label ?? t("common.copy.copy"));
  const shown = state === "copied" ? "success" : state === "failed" ? "warning" : variant;
  return (
    <button type="button" className={buttonClasses(shown, size, className)} onClick={handleCopy} aria-live="polite">
      {words}
    </button>
  );
}
