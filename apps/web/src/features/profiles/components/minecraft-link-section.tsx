import type { MinecraftLink, MinecraftLinkStatus } from "@bastion/shared";
import { type FormEvent, useEffect, useRef, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Placeholder from "react-bootstrap/Placeholder";
import { useLocation } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { CopyButton } from "../../../components/feedback/copy-button";
import { VerifiedPlayer } from "../../../components/feedback/verified-player";
import { errorMessage } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useLinkWithCode, useMinecraftLink, useUnlinkMinecraft } from "../api/minecraft-link";

/** Where the appeal dialog's refusal sends a player to link (issue 32). */
export const MINECRAFT_LINK_SECTION_ID = "minecraft-link";

/**
 * The own profile's "Minecraft account" card (issue 32): the steps to link (the link server's
 * address with a copy button, the code form), or the linked account with its Unlink button. Shown
 * only while the site runs a link server, or while the account still has a link to remove.
 */
export function MinecraftLinkSection() {
  const t = useT("minecraft-link");
  const status = useMinecraftLink();
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const loaded = status.data !== undefined;
  // Sent here by the appeal dialog (/profile/#minecraft-link): the card is shown once its status is in.
  useEffect(() => {
    if (loaded && hash === `#${MINECRAFT_LINK_SECTION_ID}`) {
      section.current?.scrollIntoView({ block: "start" });
      section.current?.focus({ preventScroll: true });
    }
  }, [loaded, hash]);
  if (status.data && !status.data.enabled && !status.data.link) return null;
  return (
    <section
      ref={section}
      id={MINECRAFT_LINK_SECTION_ID}
      className="card border-0 shadow-sm mt-4"
      aria-labelledby="minecraft-link-title"
      tabIndex={-1}
    >
      <div className="card-body p-4 p-md-5">
        <h2 id="minecraft-link-title" className="h4 mb-1">
          {t("minecraft-link.section.title")}
        </h2>
        {status.isPending && <SectionPlaceholder />}
        {status.isError && (
          <Alert variant="danger" className="mb-0 mt-3">
            {errorMessage(status.error, t("minecraft-link.section.loadFailed"))}
          </Alert>
        )}
        {status.data?.link && <Linked link={status.data.link} />}
        {status.data && !status.data.link && <LinkSteps status={status.data} />}
      </div>
    </section>
  );
}

function SectionPlaceholder() {
  return (
    <Placeholder as="div" animation="glow" aria-hidden="true" className="mt-3" data-testid="minecraft-link-loading">
      <Placeholder xs={9} className="mb-2 d-block" />
      <Placeholder xs={6} className="mb-2 d-block" />
      <Placeholder xs={4} className="d-block" />
    </Placeholder>
  );
}

function LinkSteps({ status }: { status: MinecraftLinkStatus }) {
  const t = useT("minecraft-link");
  const link = useLinkWithCode();
  const alerts = useAlerts();
  const fields = useFieldErrors();
  const [code, setCode] = useState("");
  const error = fields.first("code");

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    fields.clear();
    try {
      const answer = await link.mutateAsync({ code });
      setCode("");
      alerts.show(answer.message, "success");
    } catch (failure) {
      if (!fields.showFrom(failure)) alerts.show(errorMessage(failure, t("minecraft-link.code.failed")));
    }
  }

  return (
    <>
      <p className="text-body-secondary small mb-4">{t("minecraft-link.section.lead")}</p>
      <ol className="minecraft-link-steps ps-3 mb-4">
        <li className="mb-3">
          {t("minecraft-link.steps.add")}
          <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
            <code className="minecraft-link-address fs-6 px-2 py-1 rounded" translate="no">
              {status.address}
            </code>
            {status.address && <CopyButton text={status.address} size="sm" variant="outline-secondary" />}
          </div>
        </li>
        <li className="mb-3">{t("minecraft-link.steps.join")}</li>
        <li>{t("minecraft-link.steps.type", { minutes: status.code_minutes })}</li>
      </ol>
      <Form noValidate onSubmit={handleSubmit} className="d-flex flex-wrap align-items-start gap-2">
        <Form.Group controlId="minecraft-link-code" className="minecraft-link-code">
          <Form.Label className="visually-hidden">{t("minecraft-link.code.label")}</Form.Label>
          <Form.Control
            name="code"
            value={code}
            placeholder={t("minecraft-link.code.placeholder")}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            isInvalid={Boolean(error)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? "minecraft-link-code-error" : undefined}
            onChange={(event) => {
              fields.edited("code");
              setCode(event.target.value);
            }}
          />
          {error && (
            <Form.Control.Feedback type="invalid" id="minecraft-link-code-error">
              {error}
            </Form.Control.Feedback>
          )}
        </Form.Group>
        <Button type="submit" disabled={!code.trim() || link.isPending}>
          {link.isPending ? t("minecraft-link.code.linking") : t("minecraft-link.code.link")}
        </Button>
      </Form>
    </>
  );
}

function Linked({ link }: { link: MinecraftLink }) {
  const t = useT("minecraft-link");
  const unlink = useUnlinkMinecraft();
  const alerts = useAlerts();
  const [asking, setAsking] = useState(false);

  function handleUnlink() {
    unlink.mutate(
      {},
      {
        onSuccess: (answer) => alerts.show(answer.message, "success"),
        onError: (failure) => alerts.show(errorMessage(failure, t("minecraft-link.unlink.failed"))),
        onSettled: () => setAsking(false),
      },
    );
  }

  return (
    <>
      <p className="text-body-secondary small mb-3">{t("minecraft-link.linked.lead")}</p>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
        <VerifiedPlayer uuid={link.uuid} name={link.name} headSize={40} />
      </div>
      <p className="small text-body-secondary mb-4">
        {t("minecraft-link.linked.since", { date: formatDate(link.linked_at) })}
      </p>
      <Button variant="outline-danger" onClick={() => setAsking(true)}>
        {t("minecraft-link.unlink.button")}
      </Button>
      <ConfirmDialog
        show={asking}
        title={t("minecraft-link.unlink.title")}
        confirmLabel={t("minecraft-link.unlink.confirm")}
        busy={unlink.isPending}
        busyLabel={t("minecraft-link.unlink.busy")}
        onConfirm={handleUnlink}
        onCancel={() => setAsking(false)}
      >
        {t("minecraft-link.unlink.question", { name: link.name })}
      </ConfirmDialog>
    </>
  );
}
