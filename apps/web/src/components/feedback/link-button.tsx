import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "./button-classes";

interface LinkButtonProps {
  to: string;
  variant?: string;
  size?: "sm" | "lg";
  className?: string;
  children: ReactNode;
}

/** A link that looks like a button: it navigates, so screen readers should hear a link. */
export function LinkButton({ to, variant = "primary", size, className = "", children }: LinkButtonProps) {
  return (
    <Link to={to} className={buttonClasses(variant, size, className)}>
      {children}
    </Link>
  );
}
