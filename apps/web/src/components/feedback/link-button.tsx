import type { ReactNode } from "react";
import { Link } from "react-router";

interface LinkButtonProps {
  to: string;
  variant?: string;
  size?: "sm" | "lg";
  className?: string;
  children: ReactNode;
}

/** A link that looks like a button: it navigates, so screen readers should hear a link. */
export function LinkButton({ to, variant = "primary", size, className = "", children }: LinkButtonProps) {
  const classes = ["btn", `btn-${variant}`, size ? `btn-${size}` : "", className].filter(Boolean).join(" ");
  return (
    <Link to={to} className={classes}>
      {children}
    </Link>
  );
}
