import { useT } from "../../lib/i18n";

/** A table's header row; an empty name is a column of actions, named for screen readers only. */
export function ColumnHeads({ columns }: { columns: readonly string[] }) {
  const t = useT("common");
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column || "actions"} scope="col">
            {column || <span className="visually-hidden">{t("common.table.actions")}</span>}
          </th>
        ))}
      </tr>
    </thead>
  );
}
