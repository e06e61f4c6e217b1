import { useId } from "react";
import Modal from "react-bootstrap/Modal";
import { Link } from "react-router";
import { PageSpinner } from "../../../components/feedback/page-spinner";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useSubfolderFiles } from "../api/get-subfolder-files";
import { subfolderPath } from "./paths";
import { SubfolderFilesTable } from "./subfolder-files-table";

interface FilesDialogProps {
  folder: string;
  /** The subfolder shown; undefined when the dialog is closed. */
  subfolder?: string;
  canModify: boolean;
  onHide(): void;
}

/**
 * A subfolder's files in a dialog, each with its download and delete (spec §2), and the way to the
 * subfolder's own page, where files are uploaded into it (issue 27).
 */
export function FilesDialog({ folder, subfolder, canModify, onHide }: FilesDialogProps) {
  const titleId = useId();
  const t = useT("downloads");
  const { data, isPending, isError, error } = useSubfolderFiles(folder, subfolder);
  return (
    <Modal show={subfolder !== undefined} onHide={onHide} size="lg" fullscreen="sm-down" aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t("downloads.filesDialog.close")}>
        <Modal.Title id={titleId} as="h2" className="h5 text-break">
          {subfolder}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {isPending && <PageSpinner label={t("downloads.filesDialog.loading")} />}
        {isError && (
          <div className="alert alert-danger" role="alert">
            {errorMessage(error, t("downloads.messages.fetchFailed"))}
          </div>
        )}
        {data && data.files.length === 0 && (
          <p className="text-body-secondary mb-0">{t("downloads.empty", { name: subfolder })}</p>
        )}
        {data && data.files.length > 0 && subfolder !== undefined && (
          <SubfolderFilesTable folder={folder} subfolder={subfolder} files={data.files} canModify={canModify} />
        )}
      </Modal.Body>
      {subfolder !== undefined && (
        <Modal.Footer>
          {/* A keeper arrives with Upload Files open; everyone else sees the page with its zip. */}
          <Link
            to={subfolderPath(folder, subfolder)}
            state={canModify ? { upload: true } : undefined}
            className={`btn ${canModify ? "btn-primary" : "btn-outline-light"}`}
          >
            {canModify ? t("downloads.filesDialog.uploadHere") : t("downloads.filesDialog.open", { name: subfolder })}
          </Link>
        </Modal.Footer>
      )}
    </Modal>
  );
}
