import type { PageSummary, PageVisibility } from "@bastion/shared";
import Badge from "react-bootstrap/Badge";
import { type Translate, useT } from "../../../lib/i18n";

/** Published or draft, as a badge. */
export function StateBadge({ published }: { published: boolean }) {
  const t = useT("pages");
  return published ? (
    <Badge bg="success">{t("pages.state.published")}</Badge>
  ) : (
    <Badge bg="secondary" text="light">
      {t("pages.state.draft")}
    </Badge>
  );
}

/** How the console names each visibility: "Everyone", "Signed-in players", "Chosen groups". */
export function visibilityLabel(visibility: PageVisibility, t: Translate): string {
  switch (visibility) {
    case "everyone":
      return t("pages.visibility.everyone");
    case "signed_in":
      return t("pages.visibility.signedIn");
    case "groups":
      return t("pages.visibility.groups");
  }
}

/** Who may read it: "Everyone", "Signed-in players", or "Groups: builders, staff". */
export function visibilityText(page: Pick<PageSummary, "visibility" | "groups">, t: Translate) {
  if (page.visibility !== "groups") return visibilityLabel(page.visibility, t);
  return page.groups.length > 0
    ? t("pages.visibility.groupsList", { groups: page.groups.join(", ") })
    : t("pages.visibility.groupsNone");
}
