import { DOWNLOADS_MESSAGES, formatSize } from "@bastion/shared";
import { useId } from "react";
import Modal from "react-bootstrap/Modal";
import Table from "react-bootstrap/Table";
import { PageSpinner } from "../../../components/feedback/page-spinner";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { useSubfolderFiles } from "../api/get-subfolder-files";
import { FileActions } from "./file-actions";
import { shortName } from "./short-name";

interface FilesDialogProps {
  folder: string;
  /** The subfolder shown; undefined when the dialog is closed. */
  subfolder?: string;
  canModify: boolean;
  onHide(): void;
}

/** A subfolder's files in a dialog, each with its download and delete (spec §2). */
export function FilesDialog({ folder, subfolder, canModify, onHide }: FilesDialogProps) {
  const titleId = useId();
  const { data, isPending, isError, error } = useSubfolderFiles(folder, subfolder);
  return (
    <Modal show={subfolder !== undefined} onHide={onHide} size="lg" fullscreen="sm-down" aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h5 text-break">
          {subfolder}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {isPending && <PageSpinner label="Loading files…" />}
        {isError && (
          <div className="alert alert-danger" role="alert">
            {errorMessage(error, DOWNLOADS_MESSAGES.fetchFailed)}
          </div>
        )}
        {data && data.files.length === 0 && <p className="text-body-secondary mb-0">Sorry, {subfolder} is empty.</p>}
        {data && data.files.length > 0 && subfolder !== undefined && (
          <Table responsive hover size="sm" className="entries-table mb-0">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col" className="d-none d-md-table-cell">
                  Last Modified
                </th>
                <th scope="col">Size</th>
                <th scope="col" className="text-end">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {data.files.map((file) => (
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
        )}
      </Modal.Body>
    </Modal>
  );
}
