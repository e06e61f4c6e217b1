import { DOWNLOADS_MODIFY } from "@bastion/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import Placeholder from "react-bootstrap/Placeholder";
import { Link, useParams } from "react-router";
import { NotFoundPage } from "../../../components/errors/pages";
import { usePageTitle } from "../../../components/routing/page-title";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { can, useActiveUser } from "../../../lib/auth/active-user";
import { useT } from "../../../lib/i18n";
import { useFolderContents } from "../api/get-folder-contents";
import { DownloadProgress } from "./download-state";
import { EntriesTable } from "./entries-table";
import { FilesDialog } from "./files-dialog";
import { CreateFolderButton } from "./folder-actions";
import { UploadPanel } from "./upload-panel";

function TablePlaceholder() {
  return (
    <Placeholder as="div" animation="glow" aria-hidden="true">
      {[1, 2, 3].map((row) => (
        <Placeholder key={row} xs={12} size="lg" className="mb-3 d-block" />
      ))}
    </Placeholder>
  );
}

/** /downloads/{folder}/: the folder's subfolders and files, uploads for downloads.modify (spec §2). */
export function FolderPage() {
  const folder = useParams().folder ?? "";
  const t = useT("downloads");
  usePageTitle(folder ? t("downloads.title.folderOf", { folder }) : undefined);
  const { data: user } = useActiveUser();
  const canModify = can(user, DOWNLOADS_MODIFY);
  const { data, isPending, isError, error } = useFolderContents(folder);
  const [viewing, setViewing] = useState<string>();
  const [uploading, setUploading] = useState(false);

  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  const empty = data && data.subfolders.length === 0 && data.files.length === 0;

  return (
    <section className="container py-4 py-lg-5">
      <nav aria-label={t("downloads.nav.breadcrumb")}>
        <ol className="breadcrumb">
          <li className="breadcrumb-item">
            <Link to="/downloads/">{t("downloads.list.heading")}</Link>
          </li>
          <li className="breadcrumb-item active text-break" aria-current="page">
            {folder}
          </li>
        </ol>
      </nav>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        <h1 className="h2 mb-0 me-auto text-break">{folder}</h1>
        {canModify && (
          // One group, so on a phone both buttons wrap below the title together.
          <div className="d-flex gap-2">
            <CreateFolderButton parent={folder} />
            <Button variant="outline-light" aria-expanded={uploading} onClick={() => setUploading((open) => !open)}>
              {t("downloads.upload.title")}
            </Button>
          </div>
        )}
      </div>
      {canModify && uploading && data && (
        <UploadPanel folder={folder} subfolders={data.subfolders.map((s) => s.name)} />
      )}
      <DownloadProgress />
      {isError && (
        <div className="alert alert-danger" role="alert">
          {errorMessage(error, t("downloads.messages.fetchFailed"))}
        </div>
      )}
      {isPending && <TablePlaceholder />}
      {empty && <p className="text-body-secondary fs-5 text-center py-5">{t("downloads.empty", { name: folder })}</p>}
      {data && !empty && (
        <EntriesTable
          folder={folder}
          subfolders={data.subfolders}
          files={data.files}
          canModify={canModify}
          onViewFiles={setViewing}
        />
      )}
      <FilesDialog folder={folder} subfolder={viewing} canModify={canModify} onHide={() => setViewing(undefined)} />
    </section>
  );
}
