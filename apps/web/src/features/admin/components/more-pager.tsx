import Pagination from "react-bootstrap/Pagination";

interface MorePagerProps {
  page: number;
  /** Pages known so far; 0 when the list does not count (the pager then says only where we are). */
  pageCount: number;
  /** More pages may follow the known ones (the count stopped early). */
  more?: boolean;
  label: string;
  onChange(page: number): void;
}

/** Previous, where we are, next: for lists that count only so far (people) or not at all (audit log). */
export function MorePager({ page, pageCount, more = false, label, onChange }: MorePagerProps) {
  const hasNext = page < pageCount || more;
  if (page <= 1 && !hasNext) return null;
  const of = pageCount > 0 ? ` of ${pageCount.toLocaleString()}${more ? "+" : ""}` : "";
  return (
    <nav aria-label={label} className="d-flex justify-content-center mt-3">
      <Pagination className="mb-0">
        <Pagination.Prev disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label="Previous page" />
        <Pagination.Item active aria-current="page">{`Page ${page.toLocaleString()}${of}`}</Pagination.Item>
        <Pagination.Next disabled={!hasNext} onClick={() => onChange(page + 1)} aria-label="Next page" />
      </Pagination>
    </nav>
  );
}
