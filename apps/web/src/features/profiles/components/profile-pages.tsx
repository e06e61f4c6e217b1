import { GROUPS } from "@bastion/shared";
import Alert from "react-bootstrap/Alert";
import { Navigate, useParams } from "react-router";
import { errorPageFor } from "../../../components/errors/error-page-for";
import { LinkButton } from "../../../components/feedback/link-button";
import { usePageTitle } from "../../../components/routing/page-title";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { can, useActiveUser } from "../../../lib/auth/active-user";
import { useT } from "../../../lib/i18n";
import { useOwnProfile } from "../api/get-own-profile";
import { useUserProfile } from "../api/get-user-profile";
import { MinecraftLinkSection } from "./minecraft-link-section";
import { ProfileCard, ProfileCardPlaceholder, ProfileFrame } from "./profile-card";
import "./profiles.css";

const sameName = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.toLowerCase() === b.toLowerCase());

function LoadError({ error }: { error: unknown }) {
  const t = useT("profiles");
  return (
    <Alert variant="danger" className="mb-0">
      {errorMessage(error, t("profiles.errors.load"))}
    </Alert>
  );
}

/** /profile/: the signed-in user's own profile. */
export function OwnProfilePage() {
  const { data: profile, error, isPending } = useOwnProfile();
  const t = useT("profiles");
  return (
    <ProfileFrame>
      {isPending && <ProfileCardPlaceholder />}
      {error && <LoadError error={error} />}
      {profile && (
        <ProfileCard
          profile={profile}
          emptyAboutMe={t("profiles.own.emptyAboutMe")}
          actions={
            <LinkButton to="/profile/edit/" variant="primary">
              {t("profiles.editProfile")}
            </LinkButton>
          }
        />
      )}
      <MinecraftLinkSection />
    </ProfileFrame>
  );
}

/** /profile/{username}/: someone else's profile; one's own name goes to /profile/. */
export function UserProfilePage() {
  const { username = "" } = useParams();
  const { data: viewer } = useActiveUser();
  const own = sameName(username, viewer?.username);
  const { data: profile, error, isPending } = useUserProfile(username, { enabled: !own });
  const t = useT("profiles");
  usePageTitle(profile ? t("profiles.title.userProfile", { username: profile.username }) : undefined);

  // The server's 308 (own profile) either reaches us as itself or, followed by fetch, as our own profile.
  if (own || sameName(profile?.username, viewer?.username) || (error instanceof ApiError && error.status === 308)) {
    return <Navigate to="/profile/" replace />;
  }
  const errorPage = errorPageFor(error);
  if (errorPage) return errorPage;
  return (
    <ProfileFrame>
      {isPending && <ProfileCardPlaceholder />}
      {error && <LoadError error={error} />}
      {profile && (
        <ProfileCard
          profile={profile}
          emptyAboutMe={t("profiles.user.emptyAboutMe", { username: profile.username })}
          actions={
            can(viewer, { group: GROUPS.owner }) && (
              <LinkButton to={`/profile/${encodeURIComponent(profile.username)}/edit/`} variant="outline-warning">
                {t("profiles.editProfile")}
              </LinkButton>
            )
          }
        />
      )}
    </ProfileFrame>
  );
}
