import {
  GROUP_PERMISSIONS,
  GROUPS,
  type GroupPermission,
  HEX_COLOUR,
  PERMISSIONS,
  RANK_BADGE_MAX,
  RANK_DESCRIPTION_MAX,
  RANK_NAME_MAX,
  type Rank,
} from "@bastion/shared";
import { type FormEvent, useId, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { RankPill } from "../../../components/feedback/rank-pill";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { type Translate, useT } from "../../../lib/i18n";
import { useSaveRank } from "../api/save-rank";

/** The colour picker's value while the rank has none (the neutral badge's grey). */
const NO_COLOUR = "#6c757d";

/** What a permission lets a group's members do, in the language shown. */
function permissionMeaning(permission: GroupPermission, t: Translate): string {
  switch (permission) {
    case PERMISSIONS.announcementsCreate:
      return t("ranks.permission.announcementsCreate");
    case PERMISSIONS.announcementsEdit:
      return t("ranks.permission.announcementsEdit");
    case PERMISSIONS.announcementsDelete:
      return t("ranks.permission.announcementsDelete");
    case PERMISSIONS.downloads:
      return t("ranks.permission.downloads");
    case PERMISSIONS.downloadsModify:
      return t("ranks.permission.downloadsModify");
  }
}

interface RankFormProps {
  /** The rank to edit, or undefined for a new one. */
  rank?: Rank;
  onClose(): void;
}

/** Create or edit a rank in a dialog: name, badge text, colour with a live preview, staff, permissions. */
export function RankForm({ rank, onClose }: RankFormProps) {
  const t = useT("ranks");
  const titleId = useId();
  const [name, setName] = useState(rank?.name ?? "");
  const [description, setDescription] = useState(rank?.description ?? "");
  const [badge, setBadge] = useState(rank?.badge ?? "");
  const [colour, setColour] = useState(rank?.colour ?? "");
  const [staff, setStaff] = useState(rank?.is_staff ?? false);
  const [permissions, setPermissions] = useState<GroupPermission[]>(() =>
    GROUP_PERMISSIONS.map((one) => one.name).filter((name) => rank?.permissions.includes(name)),
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useSaveRank();
  const alerts = useAlerts();
  const isOwner = rank?.name === GROUPS.owner;
  const colourValid = colour === "" || HEX_COLOUR.test(colour.trim().toLowerCase());
  const preview = {
    name: name || t("ranks.form.previewName"),
    badge: badge.trim() || null,
    colour: colourValid ? colour || null : null,
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      const answer = await save.mutateAsync({
        id: rank?.id,
        name: name.trim(),
        description,
        badge,
        colour,
        is_staff: staff,
        permissions,
      });
      alerts.show(answer.message, "success");
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.body?.errors) setErrors(error.body.errors);
      else alerts.show(errorMessage(error, t("ranks.form.submitError")));
    }
  }

  const fieldError = (field: string) => errors[field]?.join(" ");

  return (
    <Modal show onHide={onClose} centered aria-labelledby={titleId} size="lg">
      <Form onSubmit={handleSubmit} noValidate>
        <Modal.Header closeButton>
          <Modal.Title id={titleId} as="h2" className="h5">
            {rank ? t("ranks.form.titleEdit", { name: rank.name }) : t("ranks.form.titleNew")}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {Object.keys(errors).length > 0 && <Alert variant="danger">{t("ranks.form.invalid")}</Alert>}
          <Form.Group className="mb-3" controlId="rank-name">
            <Form.Label>{t("ranks.form.name")}</Form.Label>
            <Form.Control
              value={name}
              onChange={(event) => setName(event.target.value.toLowerCase())}
              maxLength={RANK_NAME_MAX}
              readOnly={rank?.built_in}
              required
              isInvalid={Boolean(fieldError("name"))}
              aria-describedby="rank-name-help"
            />
            <Form.Text id="rank-name-help">
              {rank?.built_in ? t("ranks.form.nameBuiltIn") : t("ranks.form.nameRule")}
            </Form.Text>
            <Form.Control.Feedback type="invalid">{fieldError("name")}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="rank-description">
            <Form.Label>{t("ranks.form.description")}</Form.Label>
            <Form.Control
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              maxLength={RANK_DESCRIPTION_MAX}
              isInvalid={Boolean(fieldError("description"))}
            />
            <Form.Control.Feedback type="invalid">{fieldError("description")}</Form.Control.Feedback>
          </Form.Group>
          <div className="row g-3 mb-3">
            <Form.Group className="col-sm-6" controlId="rank-badge">
              <Form.Label>{t("ranks.form.badge")}</Form.Label>
              <Form.Control
                value={badge}
                onChange={(event) => setBadge(event.target.value)}
                maxLength={RANK_BADGE_MAX}
                placeholder={t("ranks.form.badgePlaceholder")}
                isInvalid={Boolean(fieldError("badge"))}
                aria-describedby="rank-badge-help"
              />
              <Form.Text id="rank-badge-help">{t("ranks.form.badgeHelp")}</Form.Text>
              <Form.Control.Feedback type="invalid">{fieldError("badge")}</Form.Control.Feedback>
            </Form.Group>
            <div className="col-sm-6">
              <Form.Label htmlFor="rank-colour">{t("ranks.form.colour")}</Form.Label>
              <div className="d-flex gap-2 align-items-start">
                <Form.Control
                  type="color"
                  className="form-control-color flex-shrink-0"
                  value={colourValid && colour ? colour : NO_COLOUR}
                  onChange={(event) => setColour(event.target.value)}
                  aria-label={t("ranks.form.pickColour")}
                />
                <div className="flex-grow-1">
                  <Form.Control
                    id="rank-colour"
                    value={colour}
                    onChange={(event) => setColour(event.target.value.trim())}
                    placeholder="#1a2b3c"
                    maxLength={7}
                    isInvalid={!colourValid || Boolean(fieldError("colour"))}
                    aria-describedby="rank-colour-help"
                  />
                  <Form.Control.Feedback type="invalid">
                    {fieldError("colour") ?? t("ranks.form.colourInvalid")}
                  </Form.Control.Feedback>
                </div>
                {colour && (
                  <Button variant="outline-secondary" onClick={() => setColour("")}>
                    {t("ranks.form.clear")}
                  </Button>
                )}
              </div>
              <Form.Text id="rank-colour-help">{t("ranks.form.colourHelp")}</Form.Text>
            </div>
          </div>
          <p className="mb-3" aria-live="polite">
            <span className="text-body-secondary small me-2">{t("ranks.form.preview")}</span>
            <RankPill rank={preview} />
          </p>
          <Form.Check
            type="switch"
            id="rank-staff"
            className="mb-3"
            label={t("ranks.form.staff")}
            checked={staff}
            onChange={(event) => setStaff(event.target.checked)}
          />
          <fieldset>
            <legend className="h6">{t("ranks.form.permissions")}</legend>
            {isOwner && <p className="small text-body-secondary">{t("ranks.form.ownerPermissions")}</p>}
            {GROUP_PERMISSIONS.map((permission) => (
              <Form.Check
                key={permission.name}
                id={`rank-permission-${permission.name}`}
                className="mb-2"
                checked={isOwner || permissions.includes(permission.name)}
                disabled={isOwner}
                onChange={(event) =>
                  setPermissions(
                    event.target.checked
                      ? [...new Set([...permissions, permission.name])].sort()
                      : permissions.filter((name) => name !== permission.name),
                  )
                }
                label={
                  <>
                    <code>{permission.name}</code>
                    <span className="d-block small text-body-secondary">{permissionMeaning(permission.name, t)}</span>
                  </>
                }
              />
            ))}
            {fieldError("permissions") && <p className="text-danger small">{fieldError("permissions")}</p>}
          </fieldset>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t("ranks.form.cancel")}
          </Button>
          <Button type="submit" disabled={save.isPending || !colourValid || name.trim() === ""}>
            {save.isPending ? t("ranks.form.saving") : rank ? t("ranks.form.save") : t("ranks.form.create")}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
