import { HEX_COLOUR, type Look, lookCss, THEMES } from "@bastion/shared";
import Alert from "react-bootstrap/Alert";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { Trans, useT } from "../../../lib/i18n";

/**
 * Real components in the palette being edited, in the light and the dark theme side by side (each in
 * its own `data-bs-theme` container, styled by the same CSS the page shell carries, scoped here).
 */
export function LookPreview({ look }: { look: Look }) {
  const t = useT("admin-look");
  const usable = HEX_COLOUR.test(look.accent) && HEX_COLOUR.test(look.accent_secondary);
  return (
    <div className="look-preview row g-3" data-testid="look-preview">
      {usable && <style>{lookCss(look, ".look-preview")}</style>}
      {THEMES.map((theme) => (
        <div key={theme} className="col-12 col-md-6">
          <section
            data-bs-theme={theme}
            className="look-preview-panel bg-body text-body border rounded p-3 h-100"
            aria-label={t("admin-look.previewIn", { theme })}
          >
            <h4 className="h6">{t("admin-look.previewTheme", { theme })}</h4>
            <div className="d-flex flex-wrap gap-2 mb-3">
              <Button type="button" variant="primary" size="sm" tabIndex={-1}>
                {t("admin-look.sample.primary")}
              </Button>
              <Button type="button" variant="secondary" size="sm" tabIndex={-1}>
                {t("admin-look.sample.secondary")}
              </Button>
              <Button type="button" variant="outline-primary" size="sm" tabIndex={-1}>
                {t("admin-look.sample.outline")}
              </Button>
            </div>
            <p className="mb-2">
              <Trans
                id="admin-look.sample.text"
                // biome-ignore lint/a11y/useAnchorContent: Trans puts the message's words inside the link
                components={{ 0: <a href="#look-contrast" tabIndex={-1} /> }}
              />{" "}
              <Badge bg="primary">{t("admin-look.sample.new")}</Badge>{" "}
              <Badge bg="secondary">{t("admin-look.sample.staff")}</Badge>
            </p>
            <Alert variant="primary" className="py-2 mb-3 small">
              {t("admin-look.sample.notice")}
            </Alert>
            <Form.Label htmlFor={`look-focus-${theme}`} className="small mb-1">
              {t("admin-look.sample.field")}
            </Form.Label>
            <Form.Control
              id={`look-focus-${theme}`}
              size="sm"
              className="look-focus"
              readOnly
              tabIndex={-1}
              defaultValue="Steve"
            />
          </section>
        </div>
      ))}
    </div>
  );
}
