import { DOWNLOADS_MODIFY, type DownloadFolder } from "@bastion/shared";
import Placeholder from "react-bootstrap/Placeholder";
import { LinkButton } from "../../../components/feedback/link-button";
import { errorMessage } from "../../../lib/api-client";
import { can, useActiveUser } from "../../../lib/auth/active-user";
import { formatDateTime } from "../../../lib/format-date";
import { Trans, useT } from "../../../lib/i18n";
import { useFolders } from "../api/get-folders";
import { CreateFolderButton, FolderModifyButtons } from "./folder-actions";
import { FolderIcon } from "./icons";
import { folderPath } from "./paths";

function FolderCard({ folder, canModify }: { folder: DownloadFolder; canModify: boolean }) {
  const t = useT("downloads");
  return (
    <div className="card folder-card h-100">
      <div className="card-body d-flex flex-column gap-2">
        <div className="d-flex align-items-start gap-2">
          <span className="folder-icon mt-1">
            <FolderIcon size={22} />
          </span>
          <h2 className="h5 mb-0 me-auto folder-card-title">{folder.name}</h2>
        </div>
        <p className="text-body-secondary small mb-0">
          {t("downloads.list.lastModified", { date: formatDateTime(folder.modified) })}
        </p>
        <p className="mb-0">{t("downloads.list.counts", { subfolders: folder.subdirectories, files: folder.files })}</p>
        {/* Browse first; the worded Modify and Delete beside it, where they leave the name its width. */}
        <div className="mt-auto pt-2 d-flex flex-wrap align-items-center gap-1">
          <LinkButton to={folderPath(folder.name)} variant="outline-light" size="sm" className="me-auto">
            <Trans
              id="downloads.list.browse"
              values={{ name: folder.name }}
              components={{ 0: <span className="visually-hidden" /> }}
            />
          </LinkButton>
          {canModify && <FolderModifyButtons name={folder.name} />}
        </div>
      </div>
    </div>
  );
}

function FolderCardPlaceholders() {
  return [1, 2, 3].map((key) => (
    <div className="col" key={key} aria-hidden="true">
      <div className="card folder-card h-100">
        <Placeholder as="div" animation="glow" className="card-body">
          <Placeholder xs={6} size="lg" />
          <Placeholder xs={8} className="mt-3 d-block" />
          <Placeholder xs={4} className="mt-2 d-block" />
          <Placeholder.Button xs={3} variant="outline-light" size="sm" className="mt-3" />
        </Placeholder>
      </div>
    </div>
  ));
}

/** /downloads/: Available Downloads, one card a folder (spec §2). */
export function DownloadsPage() {
  const { data: user } = useActiveUser();
  const canModify = can(user, DOWNLOADS_MODIFY);
  const { data, isPending, isError, error } = useFolders();
  const t = useT("downloads");

  return (
    <section className="container py-4 py-lg-5">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        <h1 className="h2 mb-0 me-auto">{t("downloads.list.heading")}</h1>
        {canModify && <CreateFolderButton />}
      </div>
      {isError && (
        <div className="alert alert-danger" role="alert">
          {errorMessage(error, t("downloads.messages.fetchFailed"))}
        </div>
      )}
      {data && data.folders.length === 0 && (
        <p className="text-body-secondary fs-5 text-center py-5">{t("downloads.list.empty")}</p>
      )}
      <div className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4" aria-busy={isPending}>
        {isPending && <FolderCardPlaceholders />}
        {data?.folders.map((folder) => (
          <div className="col" key={folder.name}>
            <FolderCard folder={folder} canModify={canModify} />
          </div>
        ))}
      </div>
    </section>
  );
}
