import type { PersonSummary } from "@bastion/shared";
import Badge from "react-bootstrap/Badge";
import Table from "react-bootstrap/Table";
import { ColumnHeads } from "../../../components/feedback/column-heads";
import "../../../components/layout/stacked-table.css";
import { useNavigate } from "react-router";
import { rowLink } from "../../../components/feedback/row-link";
import { TablePlaceholder } from "../../../components/feedback/table-placeholder";
import { formatDate, formatDateTime } from "../../../lib/format-date";

const COLUMNS = [
  "Username",
  "E-mail",
  "Groups",
  "Permissions",
  "Verified",
  "Active",
  "Two-step",
  "Joined",
  "Last sign-in",
];

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
  const navigate = useNavigate();

  return (
    <Table hover responsive className="admin-table admin-people-table table-stacked align-middle mb-0">
      <ColumnHeads columns={COLUMNS} />
      <tbody>
        {people.map((person) => (
          <tr
            key={person.id}
            className="clickable-row"
            title={`Open ${person.username}`}
            {...rowLink(() => navigate(`/admin/people/${person.id}/`))}
          >
            <td data-label="Username" className="fw-semibold">
              {person.username}
            </td>
            <td data-label="E-mail" className="admin-wrap admin-email">
              <EmailText email={person.email} />
            </td>
            <td data-label="Groups" className="admin-list">
              {list(person.groups)}
            </td>
            <td data-label="Permissions" className="admin-list">
              {list(person.permissions)}
            </td>
            <td data-label="Verified">
              {person.is_verified ? (
                "Yes"
              ) : (
                <Badge bg="warning" text="dark">
                  No
                </Badge>
              )}
            </td>
            <td data-label="Active">{person.is_active ? "Yes" : <Badge bg="danger">Deactivated</Badge>}</td>
            <td data-label="Two-step">{person.two_step ? "On" : "Off"}</td>
            <td data-label="Joined">
              <time dateTime={person.date_joined}>{formatDate(person.date_joined)}</time>
            </td>
            <td data-label="Last sign-in" className="admin-list">
              {person.last_login ? (
                <time dateTime={person.last_login}>{formatDateTime(person.last_login)}</time>
              ) : (
                "Never"
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Three placeholder rows while the page loads. */
export const PeopleTablePlaceholder = () => <TablePlaceholder className="admin-table" columns={COLUMNS.length} />;
