import Pagination from "react-bootstrap/Pagination";
import { useLocale, useT } from "../../lib/i18n";
import { PagerArrow } from "./pager-arrow";

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
  const t = useT("common");
  const numbers = new Intl.NumberFormat(useLocale());
  const hasNext = page < pageCount || more;
  if (page <= 1 && !hasNext) return null;
  const values = { page: numbers.format(page), count: numbers.format(pageCount) };
  const where =
    pageCount <= 0
      ? t("common.pager.page", values)
      : more
        ? t("common.pager.pageOfMore", values)
        : t("common.pager.pageOf", values);
  return (
    <nav aria-label={label} className="d-flex justify-content-center mt-3">
      <Pagination className="mb-0">
        <PagerArrow
          arrow="‹"
          name={t("common.pager.previous")}
          disabled={page <= 1}
          onClick={() => onChange(page - 1)}
        />
        <Pagination.Item active aria-current="page" activeLabel={t("common.pager.current")}>
          {where}
        </Pagination.Item>
        <PagerArrow arrow="›" name={t("common.pager.next")} disabled={!hasNext} onClick={() => onChange(page + 1)} />
      </Pagination>
    </nav>
  );
}
