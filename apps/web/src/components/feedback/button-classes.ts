/** Bootstrap's classes for a button of `variant` and `size`, with the caller's own after them. */
export const buttonClasses = (variant: string, size?: "sm" | "lg", className = "") =>
  ["btn", `btn-${variant}`, size ? `btn-${size}` : "", className].filter(Boolean).join(" ");
