import { createHash } from "node:crypto";
import { THEME_BOOT_SCRIPT } from "@bastion/shared";

/** The CSP source that lets the page shell's one inline script (the theme before first paint) run, and nothing else. */
export const THEME_SCRIPT_CSP_HASH = `'sha256-${createHash("sha256").update(THEME_BOOT_SCRIPT).digest("base64")}'`;
