import { type DownloadFile, type DownloadSubfolder, extensionOf } from "@bastion/shared";
import { type ReactNode, useState } from "react";
import Button from "react-bootstrap/Button";
import Table from "react-bootstrap/Table";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format-date";
import { useFormatSize } from "../../../lib/format-size";
import { useT } from "../../../lib/i18n";
import { zipDownloadUrl } from "../api/download-urls";
import { ActionButton } from "./action-button";
import { useDownload } from "./download-state";
import { FileActions } from "./file-actions";
import { FolderModifyButtons } from "./folder-actions";
import { EyeIcon, FileIcon, FolderIcon, ZipIcon } from "./icons";
import { subfolderPath } from "./paths";
import { shortName } from "./short-name";

/** Rows drawn at first and per "Show more": a folder of 10,000 files stays quick to open. */
const ROWS_STEP = 200;

/**
 * The name with its icon; on a phone the size (or "Folder") goes under it, as those columns are
 * hidden. A subfolder's name opens its own page (issue 27: where its files are uploaded).
 */
function EntryName({
  icon,
  iconClass,
  name,
  detail,
  to,
}: {
  icon: ReactNode;
  iconClass: string;
  name: string;
  detail: string;
  to?: string;
}) {
  return (
    <div className="d-flex gap-2 align-items-start">
      <span className={`${iconClass} flex-shrink-0`}>{icon}</span>
      <div>
        {to ? <Link to={to}>{shortName(name)}</Link> : shortName(name)}
        <div className="d-sm-none small text-body-secondary">{detail}</div>
      </div>
    </div>
  );
}

interface EntriesTableProps {
  folder: string;
  subfolders: DownloadSubfolder[];
  files: DownloadFile[];
  canModify: boolean;
  onViewFiles(subfolder: string): void;
}

function SubfolderActions({
  folder,
  name,
  canModify,
  onViewFiles,
}: {
  folder: string;
  name: string;
  canModify: boolean;
  onViewFiles(): void;
}) {
  const download = useDownload();
  const t = useT("downloads");
  return (
    <div className="entry-actions d-flex gap-1 justify-content-end">
      <ActionButton
        icon={<EyeIcon />}
        text={t("downloads.actions.viewFiles")}
        label={t("downloads.actions.viewFilesIn", { name })}
        onClick={onViewFiles}
      />
      <ActionButton
        icon={<ZipIcon />}
        text={t("downloads.actions.zip")}
        label={t("downloads.actions.zipLabel", { name })}
        onClick={() => download.start("zip", zipDownloadUrl(folder, name), `${name}.zip`)}
      />
      {canModify && <FolderModifyButtons parent={folder} name={name} />}
    </div>
  );
}

/** Spec §2: Name, Type, Last Modified, Size, Actions; subfolders first, then files. */
export function EntriesTable({ folder, subfolders, files, canModify, onViewFiles }: EntriesTableProps) {
  const [shown, setShown] = useState(ROWS_STEP);
  const visibleFiles = files.slice(0, Math.max(0, shown - subfolders.length));
  const hidden = subfolders.length + files.length - shown;
  const t = useT("downloads");
  const formatSize = useFormatSize();
  return (
    <>
      <Table responsive hover className="entries-table">
        <thead>
          <tr>
            <th scope="col">{t("downloads.table.name")}</th>
            <th scope="col" className="d-none d-sm-table-cell">
              {t("downloads.table.type")}
            </th>
            <th scope="col" className="d-none d-md-table-cell">
              {t("downloads.table.lastModified")}
            </th>
            <th scope="col" className="d-none d-sm-table-cell">
              {t("downloads.table.size")}
            </th>
            <th scope="col" className="text-end">
              {t("downloads.table.actions")}
            </th>
          </tr>
        </thead>
        <tbody>
          {subfolders.slice(0, shown).map((subfolder) => (
            <tr key={`folder:${subfolder.name}`}>
              <td className="entry-name" title={subfolder.name}>
                <EntryName
                  icon={<FolderIcon />}
                  iconClass="folder-icon"
                  name={subfolder.name}
                  detail={t("downloads.table.folder")}
                  to={subfolderPath(folder, subfolder.name)}
                />
              </td>
              <td className="d-none d-sm-table-cell">{t("downloads.table.folder")}</td>
              <td className="d-none d-md-table-cell text-nowrap">{formatDateTime(subfolder.modified)}</td>
              <td className="d-none d-sm-table-cell text-body-secondary">—</td>
              <td>
                <SubfolderActions
                  folder={folder}
                  name={subfolder.name}
                  canModify={canModify}
                  onViewFiles={() => onViewFiles(subfolder.name)}
                />
              </td>
            </tr>
          ))}
          {visibleFiles.map((file) => (
            <tr key={`file:${file.name}`}>
              <td className="entry-name" title={file.name}>
                <EntryName
                  icon={<FileIcon />}
                  iconClass="text-body-secondary"
                  name={file.name}
                  detail={formatSize(file.size)}
                />
              </td>
              <td className="d-none d-sm-table-cell text-uppercase">
                {extensionOf(file.name) || t("downloads.table.file")}
              </td>
              <td className="d-none d-md-table-cell text-nowrap">{formatDateTime(file.modified)}</td>
              <td className="d-none d-sm-table-cell text-nowrap">{formatSize(file.size)}</td>
              <td>
                <FileActions location={{ folder, file: file.name }} canModify={canModify} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {hidden > 0 && (
        <div className="text-center">
          <Button variant="outline-light" onClick={() => setShown((count) => count + ROWS_STEP)}>
            {t("downloads.table.showMore", { count: hidden })}
          </Button>
        </div>
      )}
    </>
  );
}
