import Table from "react-bootstrap/Table";

/** Three placeholder rows of `columns` cells while a table loads (spec §2's loading placeholders). */
export function TablePlaceholder({ columns, className = "" }: { columns: number; className?: string }) {
  return (
    <Table responsive className={`${className} mb-0`} aria-hidden="true">
      <tbody className="placeholder-glow">
        {[0, 1, 2].map((row) => (
          <tr key={row}>
            {Array.from({ length: columns }, (_, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder cells
              <td key={column}>
                <span className="placeholder col-8" />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
