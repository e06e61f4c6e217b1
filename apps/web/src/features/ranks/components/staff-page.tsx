import { badgeText, STAFF_PAGE_MAX } from "@bastion/shared";
import Alert from "react-bootstrap/Alert";
import Placeholder from "react-bootstrap/Placeholder";
import { Link } from "react-router";
import { Avatar } from "../../../components/feedback/avatar";
import { RankPill } from "../../../components/feedback/rank-pill";
import { errorMessage } from "../../../lib/api-client";
import { useLocale, useT } from "../../../lib/i18n";
import { useStaff } from "../api/get-staff";
import "./ranks.css";

/** /staff/: the members of the staff groups, grouped by rank in rank order (issue 30). */
export function StaffPage() {
  const t = useT("ranks");
  const number = new Intl.NumberFormat(useLocale());
  const staff = useStaff();

  let body: React.ReactNode;
  if (staff.isPending) {
    body = (
      <Placeholder as="div" animation="glow" aria-hidden="true">
        <Placeholder xs={4} className="mb-3" /> <Placeholder xs={12} /> <Placeholder xs={10} />
      </Placeholder>
    );
  } else if (staff.isError) {
    body = <Alert variant="danger">{errorMessage(staff.error, t("ranks.error.fetchData"))}</Alert>;
  } else if (staff.data.ranks.length === 0) {
    body = <p className="text-body-secondary">{t("ranks.staff.empty")}</p>;
  } else {
    body = (
      <>
        {staff.data.ranks.map((rank, _index, ranks) => {
          const headingId = `staff-${rank.name}`;
          // Two ranks may share a badge's text: then the heading names the rank too.
          const shared = ranks.filter((other) => badgeText(other) === badgeText(rank)).length > 1;
          return (
            <section key={rank.name} aria-labelledby={headingId} className="mb-4">
              <h2 id={headingId} className="h5 d-flex align-items-center gap-2 mb-3">
                {shared ? `${badgeText(rank)} (${rank.name})` : badgeText(rank)}
                <span className="small text-body-secondary fw-normal">({number.format(rank.members.length)})</span>
              </h2>
              <ul className="list-unstyled row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3 mb-0">
                {rank.members.map((member) => (
                  <li key={member.username} className="col">
                    <div className="card h-100 border-0 shadow-sm">
                      <div className="card-body staff-member">
                        <Avatar src={member.profile_img} size={48} alt="" className="flex-shrink-0" />
                        <div className="min-w-0">
                          <Link
                            to={`/profile/${encodeURIComponent(member.username)}/`}
                            className="fw-semibold text-break d-block"
                          >
                            {member.username}
                          </Link>
                          <RankPill rank={rank} />
                        </div>
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        {staff.data.more > 0 && (
          <p className="text-body-secondary small">
            {t("ranks.staff.more", { max: STAFF_PAGE_MAX, more: staff.data.more })}
          </p>
        )}
      </>
    );
  }

  return (
    <section className="container py-4 py-lg-5">
      <h1 className="mb-1">{t("ranks.staff.heading")}</h1>
      <p className="text-body-secondary mb-4">{t("ranks.staff.intro")}</p>
      {body}
    </section>
  );
}
