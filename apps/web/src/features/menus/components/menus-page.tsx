import { MENU_NAMES } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Placeholder from "react-bootstrap/Placeholder";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useGroups } from "../api/get-groups";
import { usePageChoices } from "../api/get-page-choices";
import { useSaveSiteMenus, useSiteMenus } from "../api/site-menus";
import { type EditorMenus, toEditor, toInput } from "./editor-state";
import { MenuList } from "./menu-list";
import "./menus.css";

/** The owner console's "Menus" page (issue 30, docs/decisions/031): the navbar's and footer's links. */
export function MenusPage() {
  const t = useT("menus");
  const menus = useSiteMenus();
  return (
    <>
      <h2 className="h4 mb-1">{t("menus.heading")}</h2>
      <p className="text-body-secondary">{t("menus.intro")}</p>
      {menus.isError && <Alert variant="danger">{errorMessage(menus.error, t("menus.fetchError"))}</Alert>}
      {menus.isPending && (
        <Placeholder as="div" animation="glow" aria-hidden="true" data-testid="menus-loading">
          <Placeholder xs={6} className="mb-2 d-block" />
          <Placeholder xs={8} className="mb-2 d-block" />
          <Placeholder xs={5} className="d-block" />
        </Placeholder>
      )}
      {menus.data && <MenusForm initial={toEditor(menus.data)} />}
    </>
  );
}

function MenusForm({ initial }: { initial: EditorMenus }) {
  const t = useT("menus");
  const [values, setValues] = useState(initial);
  const pages = usePageChoices();
  const groups = useGroups();
  const save = useSaveSiteMenus();
  const alerts = useAlerts();
  const fields = useFieldErrors();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    fields.clear();
    try {
      const answer = await save.mutateAsync(toInput(values));
      setValues(toEditor(answer.menus));
      alerts.show(answer.message, "success");
    } catch (error) {
      fields.showFrom(error);
      alerts.show(errorMessage(error, t("menus.submitError")));
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      {pages.isError && <Alert variant="warning">{t("menus.pagesError")}</Alert>}
      {MENU_NAMES.map((menu) => (
        <MenuList
          key={menu}
          menu={menu}
          items={values[menu]}
          pages={pages.data ?? []}
          groups={groups.data?.groups ?? []}
          fields={fields}
          onChange={(items) => setValues((current) => ({ ...current, [menu]: items }))}
        />
      ))}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t("menus.saving") : t("menus.save")}
      </Button>
    </form>
  );
}
