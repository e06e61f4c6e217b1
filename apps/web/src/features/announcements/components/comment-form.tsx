import { hasVisibleText, LIMITS } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { useBotCheck } from "../../../components/bot-check/use-bot-check";
import { CharacterCounter } from "../../../components/feedback/character-counter";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { usePostComment } from "../api/post-comment";

/** The signed-in reader's comment box (bot check action announcement_comment_form). */
export function CommentForm({ announcementId }: { announcementId: number }) {
  const t = useT("announcements");
  const [text, setText] = useState("");
  const post = usePostComment(announcementId);
  const bot = useBotCheck("announcement_comment_form");
  const alerts = useAlerts();
  const fields = useFieldErrors();
  const remaining = LIMITS.announcementComment - text.trim().length;
  const blank = !hasVisibleText(text);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (blank || remaining < 0) return;
    try {
      const token = await bot.getToken();
      await post.mutateAsync({ announcement_id: announcementId, comment: text, "g-recaptcha-response": token });
      setText("");
      alerts.show(t("announcements.commentForm.posted"), "success");
    } catch (error) {
      fields.showFrom(error);
      alerts.show(errorMessage(error, t("announcements.commentForm.error")));
    }
  }

  return (
    <Form onSubmit={handleSubmit} className="mb-4" noValidate>
      <Form.Group controlId="announcement-comment">
        <Form.Label>{t("announcements.commentForm.label")}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          value={text}
          maxLength={LIMITS.announcementComment + 100}
          isInvalid={Boolean(fields.first("comment")) || remaining < 0}
          onChange={(event) => setText(event.target.value)}
          aria-describedby="announcement-comment-counter"
        />
        <Form.Control.Feedback type="invalid">{fields.first("comment")}</Form.Control.Feedback>
      </Form.Group>
      <div className="d-flex align-items-center gap-3 mt-2">
        <CharacterCounter id="announcement-comment-counter" remaining={remaining} className="me-auto" />
        {bot.widget}
        <Button type="submit" variant="primary" disabled={blank || remaining < 0 || post.isPending}>
          {post.isPending ? t("announcements.commentForm.posting") : t("announcements.commentForm.post")}
        </Button>
      </div>
    </Form>
  );
}
