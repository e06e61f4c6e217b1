import type { DownloadFile } from "@bastion/shared";
import Table from "react-bootstrap/Table";
import { formatDateTime } from "../../../lib/format-date";
import { useFormatSize } from "../../../lib/format-size";
import { useT } from "../../../lib/i18n";
import { FileActions } from "./file-actions";
import { shortName } from "./short-name";

interface SubfolderFilesTableProps {
  folder: string;
  subfolder: string;
  files: DownloadFile[];
  canModify: boolean;
}

/** A subfolder's files, each with its download and delete: in the files dialog and on the subfolder's page. */
export function SubfolderFilesTable({ folder, subfolder, files, canModify }: SubfolderFilesTableProps) {
  const t = useT("downloads");
  const formatSize = useFormatSize();
  return (
    <Table responsive hover size="sm" className="entries-table mb-0">
      <thead>
        <tr>
          <th scope="col">{t("downloads.table.name")}</th>
          <th scope="col" className="d-none d-md-table-cell">
            {t("downloads.table.lastModified")}
          </th>
          <th scope="col">{t("downloads.table.size")}</th>
          <th scope="col" className="text-end">
            {t("downloads.table.actions")}
          </th>
        </tr>
      </thead>
      <tbody>
        {files.map((file) => (
          <tr key={file.name}>
            <td className="entry-name" title={file.name}>
              {shortName(file.name)}
            </td>
            <td className="d-none d-md-table-cell text-nowrap">{formatDateTime(file.modified)}</td>
            <td className="text-nowrap">{formatSize(file.size)}</td>
            <td>
              <FileActions location={{ folder, subfolder, file: file.name }} canModify={canModify} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
