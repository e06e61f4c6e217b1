import { LIMITS } from "@bastion/shared";
import Form from "react-bootstrap/Form";
import { Trans, useT } from "../../../lib/i18n";
import type { FieldErrorsState } from "../../../lib/use-field-errors";
import { AllowedPlayersField } from "./allowed-players-field";
import { FormSection } from "./form-section";
import type { NetworkFormValues } from "./form-values";

interface RestrictionsSectionProps {
  values: NetworkFormValues;
  fields: FieldErrorsState;
  onLockedChange(locked: boolean): void;
  onServerIdChange(serverId: string): void;
  onPlayersChange(names: string[]): void;
}

/** Spec §5: a locked network needs a server id or at least one allowed player; the server id wins. */
export function RestrictionsSection({
  values,
  fields,
  onLockedChange,
  onServerIdChange,
  onPlayersChange,
}: RestrictionsSectionProps) {
  const serverError = fields.first("server_id");
  const t = useT("news-networks");
  // Kept in the form while it stays open, so locking again brings them back; not saved (bodyOf).
  const setAside = !values.is_locked && (values.server_id.trim() !== "" || values.allowed_usernames.length > 0);
  return (
    <FormSection
      id="restrictions"
      title={t("news-networks.restrictions.title")}
      lead={t("news-networks.restrictions.lead")}
    >
      <Form.Check
        type="switch"
        id="news-is_locked"
        className="mb-3"
        label={t("news-networks.fields.locked")}
        checked={values.is_locked}
        aria-describedby={setAside ? "news-restrictions-cleared" : undefined}
        onChange={(event) => onLockedChange(event.target.checked)}
      />
      {setAside && (
        <p id="news-restrictions-cleared" className="form-text text-body-secondary">
          {t("news-networks.restrictions.cleared")}
        </p>
      )}
      {values.is_locked && (
        <div className="restrictions-fields">
          <Form.Group controlId="news-server_id" className="mb-3">
            <Form.Label>{t("news-networks.fields.serverId")}</Form.Label>
            <Form.Control
              name="server_id"
              value={values.server_id}
              maxLength={LIMITS.newsServerIdLength}
              autoComplete="off"
              spellCheck={false}
              isInvalid={Boolean(serverError)}
              aria-describedby="news-server-help"
              onChange={(event) => onServerIdChange(event.target.value)}
            />
            <Form.Control.Feedback type="invalid">{serverError}</Form.Control.Feedback>
            <Form.Text id="news-server-help" className="text-body-secondary">
              <Trans id="news-networks.restrictions.serverHelp" values={{ param: <code>?server=</code> }} />
            </Form.Text>
          </Form.Group>
          <AllowedPlayersField names={values.allowed_usernames} fields={fields} onChange={onPlayersChange} />
        </div>
      )}
    </FormSection>
  );
}
