import { MENU_LIMITS, type MenuName, type PageSummary } from "@bastion/shared";
import { type DragEvent, useEffect, useRef, useState } from "react";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Form from "react-bootstrap/Form";
import ListGroup from "react-bootstrap/ListGroup";
import { useT } from "../../../lib/i18n";
import type { FieldErrorsState } from "../../../lib/use-field-errors";
import { useBuiltinLabels } from "./builtin-labels";
import { type EditorItem, type ItemNames, itemName, moved, newLink, newPage } from "./editor-state";
import { MenuItemRow } from "./menu-item-row";

interface MenuListProps {
  menu: MenuName;
  items: EditorItem[];
  pages: readonly PageSummary[];
  groups: readonly string[];
  fields: FieldErrorsState;
  onChange(items: EditorItem[]): void;
}

/**
 * One menu's items in order. Moved by dragging a row (pointer) or by its Up and Down buttons
 * (keyboard): the focus stays on the moved item's button and a live region says where it went.
 */
export function MenuList({ menu, items, pages, groups, fields, onChange }: MenuListProps) {
  const t = useT("menus");
  const builtin = useBuiltinLabels();
  const [announcement, setAnnouncement] = useState("");
  const [dragging, setDragging] = useState<number | null>(null);
  const [pageToAdd, setPageToAdd] = useState("");
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<string | null>(null);
  const titles = new Map(pages.map((page) => [page.id, page.title]));
  const names: ItemNames = { builtin, pageTitles: titles, t };
  const full = items.length >= MENU_LIMITS.items;

  useEffect(() => {
    if (!focusNext.current) return;
    buttons.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });

  function move(from: number, to: number, direction?: "up" | "down") {
    const item = items[from];
    if (!item || to < 0 || to >= items.length || from === to) return;
    // Errors are named by position: once items move they would point at the wrong ones.
    fields.clear();
    onChange(moved(items, from, to));
    if (direction) {
      // At the end of the list the button pressed is disabled: the other one keeps the focus.
      const stays = (direction === "up" && to > 0) || (direction === "down" && to < items.length - 1);
      focusNext.current = `${item.uid}:${stays ? direction : direction === "up" ? "down" : "up"}`;
    }
    setAnnouncement(t("menus.list.moved", { name: itemName(item, names), position: to + 1, count: items.length }));
  }

  function handleDrop(event: DragEvent, to: number) {
    event.preventDefault();
    if (dragging !== null) move(dragging, to);
    setDragging(null);
  }

  function add(item: EditorItem) {
    fields.clear();
    onChange([...items, item]);
    setAnnouncement(
      t("menus.list.added", { name: itemName(item, names), position: items.length + 1, count: items.length + 1 }),
    );
  }

  const title = menu === "navbar" ? t("menus.menu.navbar") : t("menus.menu.footer");
  return (
    <Card className="mb-4">
      <Card.Header as="h3" className="h5" id={`${menu}-menu-title`}>
        {title}
      </Card.Header>
      <ListGroup variant="flush" as="ol" aria-labelledby={`${menu}-menu-title`} className="menu-list">
        {items.map((item, index) => (
          <ListGroup.Item
            as="li"
            key={item.uid}
            draggable
            className={dragging === index ? "menu-item-dragging" : undefined}
            onDragStart={(event: DragEvent) => {
              event.dataTransfer.effectAllowed = "move";
              event.dataTransfer.setData("text/plain", item.uid);
              setDragging(index);
            }}
            onDragOver={(event: DragEvent) => event.preventDefault()}
            onDrop={(event: DragEvent) => handleDrop(event, index)}
            onDragEnd={() => setDragging(null)}
          >
            <MenuItemRow
              menu={menu}
              item={item}
              index={index}
              count={items.length}
              name={itemName(item, names)}
              pageTitle={item.kind === "page" ? titles.get(item.page_id) : undefined}
              groups={groups}
              fields={fields}
              onChange={(changed) => onChange(items.map((one) => (one.uid === item.uid ? changed : one)))}
              onRemove={() => {
                fields.clear();
                onChange(items.filter((one) => one.uid !== item.uid));
                setAnnouncement(t("menus.list.removed", { name: itemName(item, names) }));
              }}
              onMove={(delta) => move(index, index + delta, delta < 0 ? "up" : "down")}
              moveButton={(direction) => (button) => {
                const key = `${item.uid}:${direction}`;
                if (button) buttons.current.set(key, button);
                else buttons.current.delete(key);
              }}
            />
          </ListGroup.Item>
        ))}
      </ListGroup>
      <Card.Footer className="d-flex flex-wrap align-items-end gap-2">
        <Form.Group controlId={`${menu}-add-page`}>
          <Form.Label className="small mb-1">{t("menus.list.customPage")}</Form.Label>
          <Form.Select value={pageToAdd} onChange={(event) => setPageToAdd(event.currentTarget.value)}>
            <option value="">{t("menus.list.choosePage")}</option>
            {pages.map((page) => (
              <option key={page.id} value={page.id}>
                {page.published ? page.title : t("menus.list.draftPage", { title: page.title })}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Button
          variant="outline-primary"
          disabled={full || !pageToAdd}
          onClick={() => {
            add(newPage(Number(pageToAdd)));
            setPageToAdd("");
          }}
        >
          {t("menus.list.addPage", { menu })}
        </Button>
        <Button variant="outline-primary" disabled={full} onClick={() => add(newLink())}>
          {t("menus.list.addLink", { menu })}
        </Button>
        {full && <span className="small text-body-secondary">{t("menus.list.full", { max: MENU_LIMITS.items })}</span>}
      </Card.Footer>
      <div aria-live="polite" className="visually-hidden" data-testid={`${menu}-announcement`}>
        {announcement}
      </div>
    </Card>
  );
}
