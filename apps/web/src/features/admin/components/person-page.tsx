import Alert from "react-bootstrap/Alert";
import Badge from "react-bootstrap/Badge";
import Card from "react-bootstrap/Card";
import { Link, useParams } from "react-router";
import { errorPageFor } from "../../../components/errors/error-page-for";
import { NotFoundPage } from "../../../components/errors/pages";
import { Avatar } from "../../../components/feedback/avatar";
import { PageSpinner } from "../../../components/feedback/page-spinner";
import { usePageTitle } from "../../../components/routing/page-title";
import { errorMessage } from "../../../lib/api-client";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { idFromUrl } from "../../../lib/id-from-url";
import { usePerson } from "../api/get-person";
import { AccessForm } from "./access-form";
import { AccountActions } from "./account-actions";
import { DeleteAccount } from "./delete-account";

/** /admin/people/{id}/: one account, its access, its state, and deleting it. */
export function PersonPage() {
  const id = idFromUrl(useParams().id);
  const person = usePerson(id);
  usePageTitle(person.data?.username);

  if (id === 0) return <NotFoundPage />;
  const errorPage = errorPageFor(person.error);
  if (errorPage) return errorPage;
  if (person.isPending) return <PageSpinner label="Loading the account…" />;
  if (person.isError) {
    return <Alert variant="danger">{errorMessage(person.error, "An error occurred while fetching data.")}</Alert>;
  }
  const data = person.data;

  return (
    <>
      <Link to="/admin/people/" className="small d-inline-block mb-3">
        ← All people
      </Link>
      <Card className="admin-card mb-3">
        <Card.Body className="d-flex flex-wrap align-items-center gap-3">
          <Avatar src={data.profile_img} size={64} alt="" />
          <div className="me-auto">
            <h2 className="h3 mb-1">{data.username}</h2>
            <div className="text-body-secondary text-break">{data.email}</div>
            <div className="small text-body-secondary">
              Joined {formatDate(data.date_joined)} · Last sign-in{" "}
              {data.last_login ? formatDateTime(data.last_login) : "never"} · Two-step sign-in{" "}
              {data.two_step ? "on" : "off"}
            </div>
          </div>
          <div className="d-flex flex-wrap gap-2">
            {data.groups.map((group) => (
              <Badge key={group} bg={group === "owner" ? "success" : "primary"}>
                {group}
              </Badge>
            ))}
            {!data.is_verified && (
              <Badge bg="warning" text="dark">
                Unverified
              </Badge>
            )}
            {!data.is_active && <Badge bg="danger">Deactivated</Badge>}
          </div>
          <div className="w-100 d-flex flex-wrap gap-3 small">
            <Link to={`/profile/${data.username}/`}>View profile</Link>
            <Link to={`/profile/${data.username}/edit/`}>Edit profile</Link>
          </div>
        </Card.Body>
      </Card>
      <div className="row g-3">
        <div className="col-12 col-lg-7">
          {/* Keyed by the saved access, so the form starts again from what the server holds. */}
          <AccessForm key={`${data.groups.join()}|${data.permissions.join()}`} person={data} />
        </div>
        <div className="col-12 col-lg-5 d-flex flex-column gap-3">
          <AccountActions person={data} />
          <DeleteAccount person={data} />
        </div>
      </div>
    </>
  );
}
