import type { Profile, ProfileRank } from "@bastion/shared";
import type { ReactNode } from "react";
import Badge from "react-bootstrap/Badge";
import { Avatar } from "../../../components/feedback/avatar";
import { RankPill } from "../../../components/feedback/rank-pill";
import { VerifiedPlayer } from "../../../components/feedback/verified-player";
import { formatDate } from "../../../lib/format-date";
import { type Translate, useT } from "../../../lib/i18n";

const RANK_VARIANTS: Record<ProfileRank, { bg: string; text?: "dark" }> = {
  Owner: { bg: "warning", text: "dark" },
  Administrator: { bg: "danger" },
  Member: { bg: "secondary" },
};

/** The spec's words for the three ranks, in the language shown. */
const rankName = (rank: ProfileRank, t: Translate) => {
  if (rank === "Owner") return t("profiles.rank.owner");
  if (rank === "Administrator") return t("profiles.rank.administrator");
  return t("profiles.rank.member");
};

function Detail({ label, value }: { label: string; value: string }) {
  const t = useT("profiles");
  return (
    <div className="profile-detail">
      <dt className="text-body-secondary small text-uppercase">{label}</dt>
      <dd className="mb-0 text-break">
        {value || <span className="text-body-secondary fst-italic">{t("profiles.card.notSet")}</span>}
      </dd>
    </div>
  );
}

interface ProfileCardProps {
  profile: Profile;
  /** Buttons under the details (Edit profile). */
  actions?: ReactNode;
  emptyAboutMe: string;
}

/** A profile as everyone sees it; about-me is plain text whose line breaks are kept. */
export function ProfileCard({ profile, actions, emptyAboutMe }: ProfileCardProps) {
  const rank = RANK_VARIANTS[profile.rank];
  const t = useT("profiles");
  return (
    <article className="profile-card card border-0 shadow-sm">
      <div className="card-body p-4 p-md-5 d-flex flex-column flex-md-row gap-4 gap-md-5 align-items-center align-items-md-start">
        <Avatar
          src={profile.profile_img}
          size={250}
          alt={t("profiles.card.pictureAlt", { username: profile.username })}
          className="profile-picture"
        />
        <div className="flex-grow-1 w-100 min-w-0">
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3 justify-content-center justify-content-md-start">
            <h1 className="h2 mb-0 text-break">{profile.username}</h1>
            {/* The site's own rank (issue 30) when the member has one with a badge; else the spec's word. */}
            {profile.rank_badge ? (
              <RankPill rank={profile.rank_badge} className="profile-rank" />
            ) : (
              <Badge bg={rank.bg} text={rank.text} className="profile-rank">
                {rankName(profile.rank, t)}
              </Badge>
            )}
          </div>
          <dl className="profile-details mb-4">
            {/* A verified account (issue 32) replaces the name the member typed, which nothing checks. */}
            {profile.minecraft ? (
              <div className="profile-detail">
                <dt className="text-body-secondary small text-uppercase">{t("profiles.minecraftUsername")}</dt>
                <dd className="mb-0">
                  <VerifiedPlayer uuid={profile.minecraft.uuid} name={profile.minecraft.name} headSize={24} />
                </dd>
              </div>
            ) : (
              <Detail label={t("profiles.minecraftUsername")} value={profile.minecraft_username} />
            )}
            <Detail label={t("profiles.discordUsername")} value={profile.discord_username} />
            <Detail label={t("profiles.card.dateJoined")} value={formatDate(profile.date_joined)} />
          </dl>
          <section aria-labelledby="about-me-heading">
            <h2 id="about-me-heading" className="h6 text-body-secondary text-uppercase small">
              {t("profiles.aboutMe")}
            </h2>
            {profile.about_me ? (
              <p className="profile-about mb-0">{profile.about_me}</p>
            ) : (
              <p className="text-body-secondary fst-italic mb-0">{emptyAboutMe}</p>
            )}
          </section>
          {actions && <div className="d-flex flex-wrap gap-2 mt-4">{actions}</div>}
        </div>
      </div>
    </article>
  );
}

/** The same frame while the profile loads. */
export function ProfileCardPlaceholder() {
  const t = useT("profiles");
  return (
    <div
      className="profile-card card border-0 shadow-sm"
      role="status"
      aria-busy="true"
      aria-label={t("profiles.loading")}
    >
      <div className="card-body p-4 p-md-5 d-flex flex-column flex-md-row gap-4 gap-md-5 align-items-center align-items-md-start placeholder-glow">
        <span className="placeholder profile-picture-placeholder" />
        <div className="flex-grow-1 w-100">
          <span className="placeholder col-6 col-md-4 placeholder-lg mb-4 d-block" />
          <span className="placeholder col-8 mb-2 d-block" />
          <span className="placeholder col-7 mb-2 d-block" />
          <span className="placeholder col-5 mb-4 d-block" />
          <span className="placeholder col-12 mb-2 d-block" />
          <span className="placeholder col-10 d-block" />
        </div>
      </div>
    </div>
  );
}

export function ProfileFrame({ children }: { children: ReactNode }) {
  return <div className="container profile-page py-4 py-md-5">{children}</div>;
}
