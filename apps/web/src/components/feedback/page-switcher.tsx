import Pagination from "react-bootstrap/Pagination";
import { useT } from "../../lib/i18n";
import { PagerArrow } from "./pager-arrow";

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
  const t = useT("common");
  if (pageCount <= 1) return null;
  const first = page <= 1;
  const last = page >= pageCount;
  return (
    <nav aria-label={label} className={`d-flex justify-content-center ${className}`}>
      <Pagination className="mb-0">
        <PagerArrow arrow="«" name={t("common.pager.first")} disabled={first} onClick={() => onChange(1)} />
        <PagerArrow arrow="‹" name={t("common.pager.previous")} disabled={first} onClick={() => onChange(page - 1)} />
        <Pagination.Item active aria-current="page" activeLabel={t("common.pager.current")}>
          {t("common.pager.pageOf", { page: String(page), count: String(pageCount) })}
        </Pagination.Item>
        <PagerArrow arrow="›" name={t("common.pager.next")} disabled={last} onClick={() => onChange(page + 1)} />
        <PagerArrow arrow="»" name={t("common.pager.last")} disabled={last} onClick={() => onChange(pageCount)} />
      </Pagination>
    </nav>
  );
}
