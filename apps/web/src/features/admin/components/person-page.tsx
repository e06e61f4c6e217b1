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
import { useT } from "../../../lib/i18n";
import { idFromUrl } from "../../../lib/id-from-url";
import { usePerson } from "../api/get-person";
import { AccessForm } from "./access-form";
import { AccountActions } from "./account-actions";
import { DeleteAccount } from "./delete-account";
import { MinecraftLinkCard } from "./minecraft-link-card";

/** /admin/people/{id}/: one account, its access, its state, and deleting it. */
export function PersonPage() {
  const t = useT("admin");
  const id = idFromUrl(useParams().id);
  const person = usePerson(id);
  usePageTitle(person.data?.username);

  if (id === 0) return <NotFoundPage />;
  const errorPage = errorPageFor(person.error);
  if (errorPage) return errorPage;
  if (person.isPending) return <PageSpinner label={t("admin.person.loading")} />;
  if (person.isError) {
    return <Alert variant="danger">{errorMessage(person.error, t("admin.error.fetch"))}</Alert>;
  }
  const data = person.data;

  return (
    <>
      <Link to="/admin/people/" className="small d-inline-block mb-3">
        {t("admin.person.back")}
      </Link>
      <Card className="admin-card mb-3">
        <Card.Body className="d-flex flex-wrap align-items-center gap-3">
          <Avatar src={data.profile_img} size={64} alt="" />
          <div className="me-auto">
            <h2 className="h3 mb-1">{data.username}</h2>
            <div className="text-body-secondary text-break">{data.email}</div>
            <div className="small text-body-secondary">
              {data.last_login
                ? t("admin.person.meta", {
                    joined: formatDate(data.date_joined),
                    lastLogin: formatDateTime(data.last_login),
                    twoStep: data.two_step ? "on" : "off",
                  })
                : t("admin.person.metaNever", {
                    joined: formatDate(data.date_joined),
                    twoStep: data.two_step ? "on" : "off",
                  })}
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
                {t("admin.person.unverified")}
              </Badge>
            )}
            {!data.is_active && <Badge bg="danger">{t("admin.person.deactivated")}</Badge>}
          </div>
          <div className="w-100 d-flex flex-wrap gap-3 small">
            <Link to={`/profile/${data.username}/`}>{t("admin.person.viewProfile")}</Link>
            <Link to={`/profile/${data.username}/edit/`}>{t("admin.person.editProfile")}</Link>
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
          <MinecraftLinkCard person={data} />
          <DeleteAccount person={data} />
        </div>
      </div>
    </>
  );
}
