import Pagination from "react-bootstrap/Pagination";

interface PagerArrowProps {
  /** The arrow drawn ("‹"), hidden from screen readers. */
  arrow: string;
  /** What it does, in the language shown ("Previous page"): its name, and the words beside it for screen readers. */
  name: string;
  disabled: boolean;
  onClick(): void;
}

/**
 * A pager's first, previous, next or last button, as react-bootstrap's own draws them, but named in
 * the language shown (theirs hide the English "Previous" beside the arrow).
 */
export function PagerArrow({ arrow, name, disabled, onClick }: PagerArrowProps) {
  return (
    <Pagination.Item disabled={disabled} onClick={onClick} aria-label={name}>
      <span aria-hidden="true">{arrow}</span>
      <span className="visually-hidden">{name}</span>
    </Pagination.Item>
  );
}
