import type { PersonSummary } from "@bastion/shared";
import Badge from "react-bootstrap/Badge";
import Table from "react-bootstrap/Table";
import { ColumnHeads } from "../../../components/feedback/column-heads";
import "../../../components/layout/stacked-table.css";
import { useNavigate } from "react-router";
import { rowLink } from "../../../components/feedback/row-link";
import { TablePlaceholder } from "../../../components/feedback/table-placeholder";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { type Translate, useT } from "../../../lib/i18n";

/** The columns' headings, which the stacked rows at phone width repeat beside each value. */
const columnsOf = (t: Translate) => ({
  username: t("admin.people.column.username"),
  email: t("admin.people.column.email"),
  groups: t("admin.people.column.groups"),
  permissions: t("admin.people.column.permissions"),
  verified: t("admin.people.column.verified"),
  active: t("admin.people.column.active"),
  twoStep: t("admin.people.column.twoStep"),
  joined: t("admin.people.column.joined"),
  lastLogin: t("admin.people.column.lastLogin"),
});
const COLUMN_COUNT = 9;

const list = (names: string[]) => (names.length > 0 ? names.join(", ") : "—");

/** An address that may break after its @ rather than inside a word (one element: a stacked cell is a flex row). */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at < 0) return <span>{email}</span>;
  return (
    <span>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  );
}

/** The people of one page; a row click or Enter opens the person's page. */
export function PeopleTable({ people }: { people: PersonSummary[] }) {
  const t = useT("admin");
  const navigate = useNavigate();
  const columns = columnsOf(t);

  return (
    <Table hover responsive className="admin-table admin-people-table table-stacked align-middle mb-0">
      <ColumnHeads columns={Object.values(columns)} />
      <tbody>
        {people.map((person) => (
          <tr
            key={person.id}
            className="clickable-row"
            title={t("admin.people.open", { username: person.username })}
            {...rowLink(() => navigate(`/admin/people/${person.id}/`))}
          >
            <td data-label={columns.username} className="fw-semibold">
              {person.username}
            </td>
            <td data-label={columns.email} className="admin-wrap admin-email">
              <EmailText email={person.email} />
            </td>
            <td data-label={columns.groups} className="admin-list">
              {list(person.groups)}
            </td>
            <td data-label={columns.permissions} className="admin-list">
              {list(person.permissions)}
            </td>
            <td data-label={columns.verified}>
              {person.is_verified ? (
                t("admin.people.yes")
              ) : (
                <Badge bg="warning" text="dark">
                  {t("admin.people.no")}
                </Badge>
              )}
            </td>
            <td data-label={columns.active}>
              {person.is_active ? t("admin.people.yes") : <Badge bg="danger">{t("admin.people.deactivated")}</Badge>}
            </td>
            <td data-label={columns.twoStep}>{person.two_step ? t("admin.people.on") : t("admin.people.off")}</td>
            <td data-label={columns.joined}>
              <time dateTime={person.date_joined}>{formatDate(person.date_joined)}</time>
            </td>
            <td data-label={columns.lastLogin} className="admin-list">
              {person.last_login ? (
                <time dateTime={person.last_login}>{formatDateTime(person.last_login)}</time>
              ) : (
                t("admin.people.never")
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Three placeholder rows while the page loads. */
export const PeopleTablePlaceholder = () => <TablePlaceholder className="admin-table" columns={COLUMN_COUNT} />;
