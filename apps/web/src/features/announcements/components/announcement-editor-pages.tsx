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
import { useT } from "../../../lib/i18n";
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
  const t = useT("announcements");
  const queryClient = useQueryClient();
  return async (id: number, cover: CoverChange): Promise<string | undefined> => {
    if (cover.kind === "keep") return undefined;
    try {
      if (cover.kind === "upload") await uploadCover(id, cover.file);
      else await removeCover(id);
      await queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY });
      return undefined;
    } catch (error) {
      return errorMessage(error, t("announcements.editor.coverError"));
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
  const t = useT("announcements");
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
      if (coverProblem) alerts.show(t("announcements.editor.createdBut", { problem: coverProblem }), "warning");
      else alerts.show(t("announcements.editor.created"), "success");
      navigate(`/announcements/${id}/`);
    } catch (error) {
      fields.showFrom(error);
      alerts.show(errorMessage(error, t("announcements.editor.createError")));
      setSaving(false);
    }
  }

  return (
    <EditorFrame heading={t("announcements.editor.createHeading")}>
      <AnnouncementForm
        initial={EMPTY}
        submitLabel={t("announcements.editor.create")}
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
  const t = useT("announcements");
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
      if (coverProblem) alerts.show(t("announcements.editor.savedBut", { problem: coverProblem }), "warning");
      else alerts.show(t("announcements.editor.saved"), "success");
      navigate(`/announcements/${id}/`);
    } catch (failure) {
      fields.showFrom(failure);
      alerts.show(errorMessage(failure, t("announcements.editor.editError")));
      setSaving(false);
    }
  }

  return (
    <EditorFrame heading={t("announcements.editor.editHeading")}>
      {isPending && <PageSpinner />}
      {error && (
        <div className="alert alert-danger" role="alert">
          {errorMessage(error, t("announcements.error.fetch"))}
        </div>
      )}
      {data && (
        <AnnouncementForm
          initial={data}
          submitLabel={t("announcements.editor.save")}
          busy={saving}
          cancelTo={`/announcements/${id}/`}
          fields={fields}
          onSubmit={handleSubmit}
        />
      )}
    </EditorFrame>
  );
}
