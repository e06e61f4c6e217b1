import { DOWNLOADS_MODIFY } from "@bastion/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import { Link, useLocation, useParams } from "react-router";
import { NotFoundPage } from "../../../components/errors/pages";
import { TablePlaceholder } from "../../../components/feedback/table-placeholder";
import { usePageTitle } from "../../../components/routing/page-title";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { can, useActiveUser } from "../../../lib/auth/active-user";
import { useT } from "../../../lib/i18n";
import { zipDownloadUrl } from "../api/download-urls";
import { useSubfolderFiles } from "../api/get-subfolder-files";
import { DownloadProgress, useDownload } from "./download-state";
import { folderPath } from "./paths";
import { SubfolderFilesTable } from "./subfolder-files-table";
import { UploadPanel } from "./upload-panel";

/** Whether the page was opened to upload (the files dialog's "Upload files here"). */
const openedToUpload = (state: unknown) => (state as { upload?: unknown } | null)?.upload === true;

/**
 * /downloads/{folder}/{subfolder}/: a subfolder's own page (issue 27), so files can be uploaded
 * straight into it, an empty one included; the folder page's "view files" dialog stays (spec §2).
 */
export function SubfolderPage() {
  const params = useParams();
  const folder = params.folder ?? "";
  const subfolder = params.subfolder ?? "";
  const t = useT("downloads");
  usePageTitle(subfolder ? t("downloads.title.subfolderOf", { subfolder, folder }) : undefined);
  const { data: user } = useActiveUser();
  const canModify = can(user, DOWNLOADS_MODIFY);
  const { data, isPending, isError, error } = useSubfolderFiles(folder, subfolder);
  const location = useLocation();
  const [uploading, setUploading] = useState(() => openedToUpload(location.state));
  const download = useDownload();

  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  const empty = data?.files.length === 0;

  return (
    <section className="container py-4 py-lg-5">
      <nav aria-label={t("downloads.nav.breadcrumb")}>
        <ol className="breadcrumb">
          <li className="breadcrumb-item">
            <Link to="/downloads/">{t("downloads.list.heading")}</Link>
          </li>
          <li className="breadcrumb-item text-break">
            <Link to={folderPath(folder)}>{folder}</Link>
          </li>
          <li className="breadcrumb-item active text-break" aria-current="page">
            {subfolder}
          </li>
        </ol>
      </nav>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        <h1 className="h2 mb-0 me-auto text-break">{subfolder}</h1>
        <div className="d-flex flex-wrap gap-2">
          {data && !empty && (
            <Button
              variant="outline-light"
              onClick={() => download.start("zip", zipDownloadUrl(folder, subfolder), `${subfolder}.zip`)}
            >
              {t("downloads.subfolder.downloadZip")}
            </Button>
          )}
          {canModify && (
            <Button variant="outline-light" aria-expanded={uploading} onClick={() => setUploading((open) => !open)}>
              {t("downloads.upload.title")}
            </Button>
          )}
        </div>
      </div>
      {canModify && uploading && <UploadPanel folder={folder} into={subfolder} />}
      <DownloadProgress />
      {isError && (
        <div className="alert alert-danger" role="alert">
          {errorMessage(error, t("downloads.messages.fetchFailed"))}
        </div>
      )}
      <div aria-busy={isPending}>
        {isPending && <TablePlaceholder columns={4} />}
        {empty && (
          <div className="text-center py-5">
            <p className="text-body-secondary fs-5 mb-2">{t("downloads.empty", { name: subfolder })}</p>
            {canModify && !uploading && <p className="text-body-secondary mb-0">{t("downloads.subfolder.addFiles")}</p>}
          </div>
        )}
        {data && !empty && (
          <SubfolderFilesTable folder={folder} subfolder={subfolder} files={data.files} canModify={canModify} />
        )}
      </div>
    </section>
  );
}
