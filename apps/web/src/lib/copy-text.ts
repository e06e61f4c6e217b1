/**
 * Copies text to the clipboard. The Clipboard API needs a secure context (https or localhost); a site
 * served over plain http falls back to the browser's copy command on a hidden field. False when
 * neither worked.
 */
export async function copyText(text: string): Promise<boolean> {
  // Browsers leave navigator.clipboard undefined outside secure contexts.
  if (navigator.clipboard) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (permissions): try the old way below.
    }
  }
  const field = document.createElement("textarea");
  field.value = text;
  field.setAttribute("readonly", "");
  field.style.position = "fixed";
  field.style.opacity = "0";
  document.body.append(field);
  field.select();
  try {
    return document.execCommand?.("copy") ?? false;
  } finally {
    field.remove();
  }
}
