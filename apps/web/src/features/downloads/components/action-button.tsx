import type { ReactNode } from "react";
import Button from "react-bootstrap/Button";

interface ActionButtonProps {
  icon: ReactNode;
  /** The visible word ("View files", "Delete"). */
  text: string;
  /** What it acts on, for a screen reader ("View files in Datapacks"); it contains the visible word. */
  label: string;
  variant?: "outline-light" | "outline-danger";
  onClick(): void;
}

/**
 * A folder or file action in a table row: an icon with its word, never an icon alone (issue 27),
 * so a visitor reads what each button does without hovering or guessing.
 */
export function ActionButton({ icon, text, label, variant = "outline-light", onClick }: ActionButtonProps) {
  return (
    <Button variant={variant} size="sm" className="entry-action" aria-label={label} onClick={onClick}>
      {icon}
      <span>{text}</span>
    </Button>
  );
}
