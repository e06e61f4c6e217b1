import { MENU_LIMITS, MENU_VISIBILITIES, type MenuName, type MenuVisibility } from "@bastion/shared";
import type { ReactNode } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { type Translate, useT } from "../../../lib/i18n";
import type { FieldErrorsState } from "../../../lib/use-field-errors";
import type { EditorItem } from "./editor-state";

export interface MenuItemRowProps {
  menu: MenuName;
  item: EditorItem;
  index: number;
  count: number;
  name: string;
  /** The page's own title, for a page item's label placeholder. */
  pageTitle?: string;
  groups: readonly string[];
  fields: FieldErrorsState;
  onChange(item: EditorItem): void;
  onRemove(): void;
  onMove(delta: -1 | 1): void;
  moveButton(direction: "up" | "down"): (button: HTMLButtonElement | null) => void;
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <Form.Group controlId={id} className="flex-grow-1">
      <Form.Label className="small mb-1">{label}</Form.Label>
      {children}
      {error && <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>}
    </Form.Group>
  );
}

function visibilityLabel(visibility: MenuVisibility, t: Translate): string {
  switch (visibility) {
    case "everyone":
      return t("menus.visibility.everyone");
    case "signed_in":
      return t("menus.visibility.signedIn");
    case "groups":
      return t("menus.visibility.groups");
  }
}

/** One item of a menu: what it links to, who sees it, and its place in the list. */
export function MenuItemRow(props: MenuItemRowProps) {
  const t = useT("menus");
  const { menu, item, index, count, name, fields, onChange } = props;
  const at = (field: string) => `${menu}.${index}.${field}`;
  const id = (field: string) => `${menu}-${item.uid}-${field}`;
  const error = (field: string) => fields.first(at(field));
  const change = (field: string, patch: Partial<EditorItem>) => {
    fields.edited(at(field));
    onChange({ ...item, ...patch } as EditorItem);
  };
  const toggleGroup = (group: string, on: boolean) =>
    change("groups", { groups: on ? [...item.groups, group] : item.groups.filter((one) => one !== group) });

  return (
    <div className="d-flex flex-column gap-2">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span aria-hidden="true" className="menu-drag-handle text-body-secondary" title={t("menus.row.drag")}>
          ⠿
        </span>
        <strong className="me-auto">
          {name}
          <span className="text-body-secondary fw-normal small">
            {" "}
            {item.kind === "builtin" && t("menus.row.kind.builtin")}
            {item.kind === "page" && t("menus.row.kind.page")}
            {item.kind === "link" && t("menus.row.kind.link")}
          </span>
        </strong>
        {/* The controls wrap as one group on a phone, never one by one. */}
        <div className="d-flex align-items-center gap-2 ms-auto">
          <Button
            ref={props.moveButton("up")}
            size="sm"
            variant="outline-secondary"
            disabled={index === 0}
            aria-label={t("menus.row.moveUp", { name })}
            onClick={() => props.onMove(-1)}
          >
            {t("menus.row.up")}
          </Button>
          <Button
            ref={props.moveButton("down")}
            size="sm"
            variant="outline-secondary"
            disabled={index === count - 1}
            aria-label={t("menus.row.moveDown", { name })}
            onClick={() => props.onMove(1)}
          >
            {t("menus.row.down")}
          </Button>
          {item.kind === "builtin" ? (
            <Form.Check
              type="switch"
              role="switch"
              id={id("shown")}
              label={t("menus.row.shown")}
              checked={!item.hidden}
              onChange={(event) => change("hidden", { hidden: !event.currentTarget.checked })}
            />
          ) : (
            <Button
              size="sm"
              variant="outline-danger"
              aria-label={t("menus.row.removeLabel", { name })}
              onClick={props.onRemove}
            >
              {t("menus.row.remove")}
            </Button>
          )}
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2">
        {item.kind !== "builtin" && (
          <Field
            id={id("label")}
            label={item.kind === "page" ? t("menus.row.labelPage") : t("menus.row.label")}
            error={error("label")}
          >
            <Form.Control
              value={item.label}
              maxLength={MENU_LIMITS.label}
              placeholder={item.kind === "page" ? props.pageTitle : undefined}
              isInvalid={Boolean(error("label"))}
              onChange={(event) => change("label", { label: event.currentTarget.value })}
            />
          </Field>
        )}
        {item.kind === "link" && (
          <Field id={id("url")} label={t("menus.row.address")} error={error("url")}>
            <Form.Control
              type="url"
              value={item.url}
              maxLength={MENU_LIMITS.url}
              isInvalid={Boolean(error("url"))}
              onChange={(event) => change("url", { url: event.currentTarget.value })}
            />
          </Field>
        )}
        <Field id={id("visible")} label={t("menus.row.shownTo")} error={error("visible_to")}>
          <Form.Select
            value={item.visible_to}
            onChange={(event) => change("visible_to", { visible_to: event.currentTarget.value as MenuVisibility })}
          >
            {MENU_VISIBILITIES.map((visibility) => (
              <option key={visibility} value={visibility}>
                {visibilityLabel(visibility, t)}
              </option>
            ))}
          </Form.Select>
        </Field>
      </div>
      {error("page_id") && <div className="text-danger small">{error("page_id")}</div>}
      {item.visible_to === "groups" && (
        <fieldset>
          <legend className="small mb-1">{t("menus.row.groups", { name })}</legend>
          <div className="d-flex flex-wrap column-gap-3">
            {props.groups.map((group) => (
              <Form.Check
                key={group}
                id={id(`group-${group}`)}
                label={group}
                checked={item.groups.includes(group)}
                onChange={(event) => toggleGroup(group, event.currentTarget.checked)}
              />
            ))}
          </div>
          {error("groups") && <div className="text-danger small">{error("groups")}</div>}
        </fieldset>
      )}
    </div>
  );
}
