import Pagination from "react-bootstrap/Pagination";

interface PageSwitcherProps {
  page: number;
  pageCount: number;
  onChange(page: number): void;
  /** What the pages are of, for screen readers ("Announcement pages"). */
  label: string;
  className?: string;
}

/** First, previous, current, next and last; nothing when there is a single page. */
export function PageSwitcher({ page, pageCount, onChange, label, className = "mt-4" }: PageSwitcherProps) {
  if (pageCount <= 1) return null;
  const first = page <= 1;
  const last = page >= pageCount;
  return (
    <nav aria-label={label} className={`d-flex justify-content-center ${className}`}>
      <Pagination className="mb-0">
        <Pagination.First disabled={first} onClick={() => onChange(1)} aria-label="First page" />
        <Pagination.Prev disabled={first} onClick={() => onChange(page - 1)} aria-label="Previous page" />
        <Pagination.Item active aria-current="page">
          {`Page ${page} of ${pageCount}`}
        </Pagination.Item>
        <Pagination.Next disabled={last} onClick={() => onChange(page + 1)} aria-label="Next page" />
        <Pagination.Last disabled={last} onClick={() => onChange(pageCount)} aria-label="Last page" />
      </Pagination>
    </nav>
  );
}
