import { errorPageFor } from "../../../components/errors/error-page-for";
import "./announcements.css";
import type { AnnouncementForm as AnnouncementFormBody } from "@bastion/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { NotFoundPage } from "../../../components/errors/pages";
import { PageSpinner } from "../../../components/feedback/page-spinner";
import { errorMessage } from "../../../lib/api-client";
import { idFromUrl } from "../../../lib/id-from-url";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useCreateAnnouncement } from "../api/create-announcement";
import { useEditAnnouncement } from "../api/edit-announcement";
import { useEditableAnnouncement } from "../api/get-editable-announcement";
import { ANNOUNCEMENTS_KEY } from "../api/keys";
import { removeCover } from "../api/remove-cover";
import { uploadCover } from "../api/upload-cover";
import { AnnouncementForm } from "./announcement-form";
import type { CoverChange } from "./cover-field";

/** Sends the card picture change after the text is saved; returns a message when it failed. */
function useSaveCover() {
  const queryClient = useQueryClient();
  return async (id: number, cover: CoverChange): Promise<string | undefined> => {
    if (cover.kind === "keep") return undefined;
    try {
      if (cover.kind === "upload") await uploadCover(id, cover.file);
      else await removeCover(id);
      await queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY });
      return undefined;
    } catch (error) {
      return errorMessage(error, "The card picture could not be saved.");
    }
  };
}

function EditorFrame({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <section className="container py-4 py-lg-5 announcement-editor-page">
      <h1 className="h2 mb-4">{heading}</h1>
      {children}
    </section>
  );
}

const EMPTY = { title: "", introduction: "", content: "", img: null };

/** /announcements/create/ (announcements.create). */
export function CreateAnnouncementPage() {
  const create = useCreateAnnouncement();
  const saveCover = useSaveCover();
  const fields = useFieldErrors();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  async function handleSubmit(body: AnnouncementFormBody, cover: CoverChange) {
    setSaving(true);
    try {
      const { announcement_id: id } = await create.mutateAsync(body);
      const coverProblem = await saveCover(id, cover);
      if (coverProblem) alerts.show(`The announcement was created, but: ${coverProblem}`, "warning");
      else alerts.show("Announcement successfully created", "success");
      navigate(`/announcements/${id}/`);
    } catch (error) {
      fields.showFrom(error);
      alerts.show(errorMessage(error, "An error occurred while attempting to create announcement."));
      setSaving(false);
    }
  }

  return (
    <EditorFrame heading="Create Announcement">
      <AnnouncementForm
        initial={EMPTY}
        submitLabel="Create"
        busy={saving}
        cancelTo="/announcements/"
        fields={fields}
        onSubmit={handleSubmit}
      />
    </EditorFrame>
  );
}

/** /announcements/edit/{id}/ (announcements.edit): the server's 403 shows the forbidden page. */
export function EditAnnouncementPage() {
  const id = idFromUrl(useParams().idFromURL);
  const { data, error, isPending } = useEditableAnnouncement(id);
  const edit = useEditAnnouncement();
  const saveCover = useSaveCover();
  const fields = useFieldErrors();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  if (id === 0) return <NotFoundPage />;
  const errorPage = errorPageFor(error);
  if (errorPage) return errorPage;

  async function handleSubmit(body: AnnouncementFormBody, cover: CoverChange) {
    setSaving(true);
    try {
      await edit.mutateAsync({ id, ...body });
      const coverProblem = await saveCover(id, cover);
      if (coverProblem) alerts.show(`The announcement was saved, but: ${coverProblem}`, "warning");
      else alerts.show("Announcement successfully edited", "success");
      navigate(`/announcements/${id}/`);
    } catch (failure) {
      fields.showFrom(failure);
      alerts.show(errorMessage(failure, "An error occurred while attempting to edit the announcement."));
      setSaving(false);
    }
  }

  return (
    <EditorFrame heading="Edit announcement">
      {isPending && <PageSpinner />}
      {error && (
        <div className="alert alert-danger" role="alert">
          {errorMessage(error, "An error occurred while fetching the announcement.")}
        </div>
      )}
      {data && (
        <AnnouncementForm
          initial={data}
          submitLabel="Save Changes"
          busy={saving}
          cancelTo={`/announcements/${id}/`}
          fields={fields}
          onSubmit={handleSubmit}
        />
      )}
    </EditorFrame>
  );
}
