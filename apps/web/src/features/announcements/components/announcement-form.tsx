import { type AnnouncementForm as AnnouncementFormBody, hasVisibleText, LIMITS } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useBotCheck } from "../../../components/bot-check/use-bot-check";
import { LinkButton } from "../../../components/feedback/link-button";
import { isBlankContent } from "../../../components/rich-text/blank-content";
import { RichTextField } from "../../../components/rich-text/rich-text-field";
import { useT } from "../../../lib/i18n";
import type { useFieldErrors } from "../../../lib/use-field-errors";
import { uploadPicture } from "../api/upload-picture";
import { CountedField } from "./counted-field";
import { type CoverChange, CoverField } from "./cover-field";

export interface AnnouncementFormValues {
  title: string;
  introduction: string;
  content: string;
  img: string | null;
}

interface AnnouncementFormProps {
  initial: AnnouncementFormValues;
  submitLabel: string;
  busy: boolean;
  cancelTo: string;
  fields: ReturnType<typeof useFieldErrors>;
  onSubmit(body: AnnouncementFormBody, cover: CoverChange): void;
}

/** Title, introduction, rich-text content and the optional card picture, for create and edit alike. */
export function AnnouncementForm({ initial, submitLabel, busy, cancelTo, fields, onSubmit }: AnnouncementFormProps) {
  const t = useT("announcements");
  const [title, setTitle] = useState(initial.title);
  const [introduction, setIntroduction] = useState(initial.introduction);
  const [content, setContent] = useState(initial.content);
  const [cover, setCover] = useState<CoverChange>({ kind: "keep" });
  const bot = useBotCheck("announcement_form");
  const incomplete = !hasVisibleText(title) || !hasVisibleText(introduction) || isBlankContent(content);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (incomplete || busy) return;
    const token = await bot.getToken();
    onSubmit({ title, introduction, content, "g-recaptcha-response": token }, cover);
  }

  return (
    <Form onSubmit={handleSubmit} noValidate className="announcement-form">
      <CountedField
        id="announcement-title"
        name="title"
        label={t("announcements.form.title")}
        value={title}
        max={LIMITS.announcementTitle}
        warnAt={LIMITS.announcementTitleWarnAt}
        error={fields.first("title")}
        onChange={setTitle}
      />
      <CountedField
        id="announcement-introduction"
        name="introduction"
        label={t("announcements.form.introduction")}
        value={introduction}
        max={LIMITS.announcementIntroduction}
        warnAt={LIMITS.announcementIntroductionWarnAt}
        multiline
        error={fields.first("introduction")}
        onChange={setIntroduction}
      />
      <RichTextField
        id="announcement-content"
        label={t("announcements.form.content")}
        initialHtml={initial.content}
        error={fields.first("content")}
        uploadPicture={uploadPicture}
        onChange={setContent}
      />
      <CoverField
        current={initial.img}
        change={cover}
        error={fields.first("img")}
        onChange={fields.editing("img", setCover)}
        onProblem={(message) => fields.setErrors({ img: [message] })}
      />
      {bot.widget}
      <div className="d-flex gap-2 justify-content-end mt-4">
        <LinkButton to={cancelTo} variant="secondary">
          {t("announcements.form.cancel")}
        </LinkButton>
        <Button type="submit" variant="primary" disabled={incomplete || busy}>
          {busy ? t("announcements.form.saving") : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
