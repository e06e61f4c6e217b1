import type { KeyboardEvent } from "react";

/**
 * A table row that opens something: clicked, or focused with Tab and opened with Enter or Space
 * (a row cannot be a link, so it gets the keyboard behaviour a link has).
 */
export const rowLink = (open: () => void) => ({
  tabIndex: 0,
  onClick: open,
  onKeyDown(event: KeyboardEvent) {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      open();
    }
  },
});
