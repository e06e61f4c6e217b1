import { dateTimeParts, formatDateTime } from "../../lib/format-date";

/**
 * A date and time for a table cell that may wrap: the line breaks between the date and the time,
 * never inside either ("Nov 21, 2026," above "6:40 PM" when the column is narrow).
 */
export function DateTime({ iso }: { iso: string }) {
  const parts = dateTimeParts(iso);
  return (
    <time dateTime={iso}>
      {parts ? (
        <>
          <span className="text-nowrap">{parts.date}</span> <span className="text-nowrap">{parts.time}</span>
        </>
      ) : (
        formatDateTime(iso)
      )}
    </time>
  );
}
