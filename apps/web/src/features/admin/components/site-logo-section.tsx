import { formatSize, SITE_LOGO_MAX_BYTES, type SiteAssets } from "@bastion/shared";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Placeholder from "react-bootstrap/Placeholder";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { UploadProgress } from "../../../components/upload/upload-progress";
import { errorMessage } from "../../../lib/api-client";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { type SiteAssetKind, useRemoveSiteAsset, useSiteAssets, useUploadSiteAsset } from "../api/site-assets";
import { AdminSection } from "./admin-section";

const ACCEPT = "image/png,image/jpeg,image/webp,image/gif";

/** The Settings page's logo and favicon (issue 30): each saved as soon as it is uploaded. */
export function SiteLogoSection() {
  const assets = useSiteAssets();
  return (
    <AdminSection id="settings-logo-title" title="Logo and icon">
      <p className="small text-body-secondary">
        Saved as soon as it is uploaded. PNG, JPEG or WebP (a GIF gives its first frame), at most{" "}
        {formatSize(SITE_LOGO_MAX_BYTES, { trim: true })}. SVG is not accepted.
      </p>
      {assets.isError && (
        <Alert variant="danger">{errorMessage(assets.error, "An error occurred while fetching data.")}</Alert>
      )}
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
  const { logo, favicon, icons } = assets;
  return (
    <>
      <AssetUpload
        kind="logo"
        label="Logo"
        help="Beside the site's name in the navbar. The browser's icons are made from it unless you upload a favicon."
        current={Boolean(logo)}
        preview={
          logo ? (
            <img
              src={logo.url}
              alt="The current logo"
              height={48}
              width={Math.round((logo.width * 48) / logo.height)}
            />
          ) : (
            <span className="small text-body-secondary">No logo: the navbar shows the default icon.</span>
          )
        }
      />
      <AssetUpload
        kind="favicon"
        label="Favicon"
        help="The icon in browser tabs and on phones' home screens. Square pictures work best."
        current={Boolean(favicon)}
        preview={
          icons ? (
            <>
              <img src={icons.apple_touch} alt="The current icon" width={48} height={48} />
              <span className="small text-body-secondary">
                {favicon ? "Uploaded as the favicon." : "Made from the logo."}
              </span>
            </>
          ) : (
            <span className="small text-body-secondary">The default icon.</span>
          )
        }
      />
    </>
  );
}

interface AssetUploadProps {
  kind: SiteAssetKind;
  label: string;
  help: string;
  /** Whether one is uploaded (it can be removed). */
  current: boolean;
  preview: ReactNode;
}

function AssetUpload({ kind, label, help, current, preview }: AssetUploadProps) {
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
      fields.setErrors({ [kind]: ["Choose a picture to upload."] });
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
      alerts.show(errorMessage(failure, "An error occurred while uploading the picture."));
    } finally {
      setProgress(undefined);
    }
  }

  async function handleRemove() {
    try {
      const answer = await remove.mutateAsync();
      alerts.show(answer.message, "success");
    } catch (failure) {
      alerts.show(errorMessage(failure, "An error occurred while submitting the form."));
    }
  }

  return (
    <Form onSubmit={handleSubmit} noValidate className="mb-4" aria-label={`Change the ${label.toLowerCase()}`}>
      <div className="d-flex align-items-center gap-3 mb-2 flex-wrap" data-testid={`${kind}-preview`}>
        {preview}
      </div>
      <Form.Group controlId={id} className="mb-2">
        <Form.Label>{label}</Form.Label>
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
          {fields.note(kind) ?? help}
        </Form.Text>
      </Form.Group>
      {progress !== undefined && <UploadProgress percent={Math.round(progress * 100)} className="mb-2" />}
      <div className="d-flex gap-2 flex-wrap">
        {/* The page's one primary button is the settings' Save: an upload is a secondary action beside it. */}
        <Button type="submit" variant="outline-primary" disabled={busy}>
          {upload.isPending ? "Uploading…" : `Upload ${label.toLowerCase()}`}
        </Button>
        {current && (
          <Button variant="outline-danger" onClick={handleRemove} disabled={busy}>
            {remove.isPending ? "Removing…" : `Remove ${label.toLowerCase()}`}
          </Button>
        )}
      </div>
    </Form>
  );
}
