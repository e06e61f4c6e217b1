import { PAGE_VISIBILITY_LABELS, type PageSummary } from "@bastion/shared";
import Badge from "react-bootstrap/Badge";

/** Published or draft, as a badge. */
export function StateBadge({ published }: { published: boolean }) {
  return published ? (
    <Badge bg="success">Published</Badge>
  ) : (
    <Badge bg="secondary" text="light">
      Draft
    </Badge>
  );
}

/** Who may read it: "Everyone", "Signed-in players", or "Groups: builders, staff". */
export function visibilityText(page: Pick<PageSummary, "visibility" | "groups">) {
  if (page.visibility !== "groups") return PAGE_VISIBILITY_LABELS[page.visibility];
  return page.groups.length > 0 ? `Groups: ${page.groups.join(", ")}` : "Groups: none left (the owner only)";
}
