import { SITE_LOGO_MAX_BYTES, type SiteAssets } from "@bastion/shared";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Placeholder from "react-bootstrap/Placeholder";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { UploadProgress } from "../../../components/upload/upload-progress";
import { errorMessage } from "../../../lib/api-client";
import { useFormatSize } from "../../../lib/format-size";
import { useT } from "../../../lib/i18n";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { type SiteAssetKind, useRemoveSiteAsset, useSiteAssets, useUploadSiteAsset } from "../api/site-assets";
import { AdminSection } from "./admin-section";

const ACCEPT = "image/png,image/jpeg,image/webp,image/gif";

/** Each picture's words: its field, what it is for, and its form's and buttons' names. */
const WORDS: Record<SiteAssetKind, { label: string; help: string; form: string; upload: string; remove: string }> = {
  logo: {
    label: "admin.logo.logo",
    help: "admin.logo.logoHelp",
    form: "admin.logo.logoForm",
    upload: "admin.logo.logoUpload",
    remove: "admin.logo.logoRemove",
  },
  favicon: {
    label: "admin.logo.favicon",
    help: "admin.logo.faviconHelp",
    form: "admin.logo.faviconForm",
    upload: "admin.logo.faviconUpload",
    remove: "admin.logo.faviconRemove",
  },
};

/** The Settings page's logo and favicon (issue 30): each saved as soon as it is uploaded. */
export function SiteLogoSection() {
  const t = useT("admin");
  const size = useFormatSize();
  const assets = useSiteAssets();
  return (
    <AdminSection id="settings-logo-title" title={t("admin.logo.title")}>
      <p className="small text-body-secondary">
        {t("admin.logo.intro", { max: size(SITE_LOGO_MAX_BYTES, { trim: true }) })}
      </p>
      {assets.isError && <Alert variant="danger">{errorMessage(assets.error, t("admin.error.fetch"))}</Alert>}
      {assets.isPending && (
        <Placeholder as="div" animation="glow" aria-hidden="true" data-testid="logo-loading">
          <Placeholder xs={4} className="mb-2 d-block" style={{ height: "3rem" }} />
          <Placeholder xs={7} className="d-block" />
        </Placeholder>
      )}
      {assets.data && <AssetForms assets={assets.data} />}
    </AdminSection>
  );
}

function AssetForms({ assets }: { assets: SiteAssets }) {
  const t = useT("admin");
  const { logo, favicon, icons } = assets;
  return (
    <>
      <AssetUpload
        kind="logo"
        current={Boolean(logo)}
        preview={
          logo ? (
            <img
              src={logo.url}
              alt={t("admin.logo.currentLogo")}
              height={48}
              width={Math.round((logo.width * 48) / logo.height)}
            />
          ) : (
            <span className="small text-body-secondary">{t("admin.logo.noLogo")}</span>
          )
        }
      />
      <AssetUpload
        kind="favicon"
        current={Boolean(favicon)}
        preview={
          icons ? (
            <>
              <img src={icons.apple_touch} alt={t("admin.logo.currentIcon")} width={48} height={48} />
              <span className="small text-body-secondary">
                {favicon ? t("admin.logo.uploadedFavicon") : t("admin.logo.fromLogo")}
              </span>
            </>
          ) : (
            <span className="small text-body-secondary">{t("admin.logo.defaultIcon")}</span>
          )
        }
      />
    </>
  );
}

interface AssetUploadProps {
  kind: SiteAssetKind;
  /** Whether one is uploaded (it can be removed). */
  current: boolean;
  preview: ReactNode;
}

function AssetUpload({ kind, current, preview }: AssetUploadProps) {
  const t = useT("admin");
  const words = WORDS[kind];
  const [file, setFile] = useState<File | undefined>();
  const [progress, setProgress] = useState<number | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadSiteAsset(kind);
  const remove = useRemoveSiteAsset(kind);
  const alerts = useAlerts();
  const fields = useFieldErrors();
  const id = `settings-${kind}`;
  const error = fields.first(kind);
  const busy = upload.isPending || remove.isPending;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    fields.clear();
    if (!file) {
      fields.setErrors({ [kind]: [t("admin.logo.choose")] });
      return;
    }
    setProgress(0);
    try {
      const answer = await upload.mutateAsync({ file, onProgress: setProgress });
      alerts.show(answer.message, "success");
      setFile(undefined);
      if (input.current) input.current.value = "";
    } catch (failure) {
      fields.showFrom(failure);
      alerts.show(errorMessage(failure, t("admin.error.upload")));
    } finally {
      setProgress(undefined);
    }
  }

  async function handleRemove() {
    try {
      const answer = await remove.mutateAsync();
      alerts.show(answer.message, "success");
    } catch (failure) {
      alerts.show(errorMessage(failure, t("admin.error.submit")));
    }
  }

  return (
    <Form onSubmit={handleSubmit} noValidate className="mb-4" aria-label={t(words.form)}>
      <div className="d-flex align-items-center gap-3 mb-2 flex-wrap" data-testid={`${kind}-preview`}>
        {preview}
      </div>
      <Form.Group controlId={id} className="mb-2">
        <Form.Label>{t(words.label)}</Form.Label>
        <Form.Control
          ref={input}
          type="file"
          accept={ACCEPT}
          isInvalid={Boolean(error)}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-help`}
          disabled={busy}
          onChange={(event) => {
            fields.edited(kind);
            setFile((event.target as HTMLInputElement).files?.[0]);
          }}
        />
        {error && <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>}
        <Form.Text id={`${id}-help`} className="d-block">
          {fields.note(kind) ?? t(words.help)}
        </Form.Text>
      </Form.Group>
      {progress !== undefined && <UploadProgress percent={Math.round(progress * 100)} className="mb-2" />}
      <div className="d-flex gap-2 flex-wrap">
        {/* The page's one primary button is the settings' Save: an upload is a secondary action beside it. */}
        <Button type="submit" variant="outline-primary" disabled={busy}>
          {upload.isPending ? t("admin.logo.uploading") : t(words.upload)}
        </Button>
        {current && (
          <Button variant="outline-danger" onClick={handleRemove} disabled={busy}>
            {remove.isPending ? t("admin.logo.removing") : t(words.remove)}
          </Button>
        )}
      </div>
    </Form>
  );
}
