import { GROUPS } from "@bastion/shared";
import Alert from "react-bootstrap/Alert";
import { Navigate, useParams } from "react-router";
import { errorPageFor } from "../../../components/errors/error-page-for";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { can, useActiveUser } from "../../../lib/auth/active-user";
import { useT } from "../../../lib/i18n";
import { useOwnProfile } from "../api/get-own-profile";
import { useUserProfile } from "../api/get-user-profile";
import { ChangePasswordForm } from "./change-password-form";
import { LanguageSection } from "./language-section";
import { PasskeysSection } from "./passkeys-section";
import { ProfileFrame } from "./profile-card";
import { ProfileForm } from "./profile-form";
import { SessionsSection } from "./sessions-section";
import { TwoStepSection } from "./two-step-section";
import "./profiles.css";

function FormPlaceholder() {
  const t = useT("profiles");
  return (
    <div className="card border-0 shadow-sm" role="status" aria-busy="true" aria-label={t("profiles.loading")}>
      <div className="card-body p-4 p-md-5 d-flex flex-column flex-md-row gap-4 gap-md-5 placeholder-glow">
        <span className="placeholder profile-picture-placeholder mx-auto mx-md-0" />
        <div className="flex-grow-1">
          {[0, 1, 2].map((row) => (
            <div key={row} className="mb-4">
              <span className="placeholder col-4 mb-2 d-block" />
              <span className="placeholder col-12 placeholder-lg d-block" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** /profile/edit/: the signed-in user's profile form, language, change-password form, two-step sign-in, passkeys and signed-in browsers. */
export function EditOwnProfilePage() {
  const { data: viewer } = useActiveUser();
  const { data: profile, error, isPending } = useOwnProfile();
  const t = useT("profiles");
  return (
    <ProfileFrame>
      <h1 className="h2 mb-4">{t("profiles.edit.title")}</h1>
      <div className="d-flex flex-column gap-4">
        {isPending && <FormPlaceholder />}
        {error && <Alert variant="danger">{errorMessage(error, t("profiles.errors.load"))}</Alert>}
        {profile && (
          <ProfileForm profile={profile} allowGif={can(viewer, { group: GROUPS.owner })} returnTo="/profile/" />
        )}
        {profile && <LanguageSection />}
        {profile && <ChangePasswordForm username={profile.username} />}
        {profile && <TwoStepSection />}
        {profile && <PasskeysSection />}
        {profile && <SessionsSection />}
      </div>
    </ProfileFrame>
  );
}

/** /profile/{username}/edit/: the owner edits someone else's profile (the route's guard lets only the owner in). */
export function EditUserProfilePage() {
  const { username = "" } = useParams();
  const { data: viewer } = useActiveUser();
  const own = Boolean(viewer?.username && viewer.username.toLowerCase() === username.toLowerCase());
  const { data: profile, error, isPending } = useUserProfile(username, { enabled: !own });
  const t = useT("profiles");

  if (own || (error instanceof ApiError && error.status === 308)) return <Navigate to="/profile/edit/" replace />;
  const errorPage = errorPageFor(error);
  if (errorPage) return errorPage;
  return (
    <ProfileFrame>
      <h1 className="h2 mb-4 text-break">
        {t("profiles.edit.userTitle", { username: profile?.username ?? username })}
      </h1>
      {isPending && <FormPlaceholder />}
      {error && <Alert variant="danger">{errorMessage(error, t("profiles.errors.load"))}</Alert>}
      {profile && (
        <ProfileForm
          profile={profile}
          username={profile.username}
          allowGif
          returnTo={`/profile/${encodeURIComponent(profile.username)}/`}
        />
      )}
    </ProfileFrame>
  );
}
