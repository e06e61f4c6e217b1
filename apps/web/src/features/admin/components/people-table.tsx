import type { PersonSummary } from "@bastion/shared";
import type { KeyboardEvent } from "react";
import Badge from "react-bootstrap/Badge";
import Table from "react-bootstrap/Table";
import { useNavigate } from "react-router";
import { formatDate, formatDateTime } from "../../../lib/format-date";

const COLUMNS = ["Username", "E-mail", "Groups", "Permissions", "Verified", "Active", "Joined", "Last login"];

const list = (names: string[]) => (names.length > 0 ? names.join(", ") : "—");

/** The people of one page; a row click or Enter opens the person's page. */
export function PeopleTable({ people }: { people: PersonSummary[] }) {
  const navigate = useNavigate();
  const open = (id: number) => navigate(`/admin/people/${id}/`);

  function handleKeyDown(event: KeyboardEvent, id: number) {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      open(id);
    }
  }

  return (
    <Table hover responsive className="admin-table admin-table-stacked align-middle mb-0">
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {people.map((person) => (
          <tr
            key={person.id}
            className="clickable-row"
            tabIndex={0}
            title={`Open ${person.username}`}
            onClick={() => open(person.id)}
            onKeyDown={(event) => handleKeyDown(event, person.id)}
          >
            <td data-label="Username" className="fw-semibold">
              {person.username}
            </td>
            <td data-label="E-mail" className="admin-wrap">
              {person.email}
            </td>
            <td data-label="Groups">{list(person.groups)}</td>
            <td data-label="Permissions" className="admin-wrap">
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
            <td data-label="Joined">
              <time dateTime={person.date_joined}>{formatDate(person.date_joined)}</time>
            </td>
            <td data-label="Last login">
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
export function PeopleTablePlaceholder() {
  return (
    <Table responsive className="admin-table mb-0" aria-hidden="true">
      <tbody className="placeholder-glow">
        {[0, 1, 2].map((row) => (
          <tr key={row}>
            {COLUMNS.map((column) => (
              <td key={column}>
                <span className="placeholder col-8" />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
