import { LIMITS, type Profile } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useNavigate } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { LinkButton } from "../../../components/feedback/link-button";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useEditProfile } from "../api/edit-profile";
import { AboutMeField, aboutMeRemaining } from "./about-me-field";
import { PictureField } from "./picture-field";

interface ProfileFormProps {
  profile: Profile;
  /** Set when the owner edits someone else's profile. */
  username?: string;
  allowGif: boolean;
  /** Where Cancel and a successful save go. */
  returnTo: string;
}

export function ProfileForm({ profile, username, allowGif, returnTo }: ProfileFormProps) {
  const [minecraft, setMinecraft] = useState(profile.minecraft_username);
  const [discord, setDiscord] = useState(profile.discord_username);
  const [aboutMe, setAboutMe] = useState(profile.about_me);
  const [useDefault, setUseDefault] = useState(false);
  const [picture, setPicture] = useState<File | null>(null);
  const fieldErrors = useFieldErrors();
  const edit = useEditProfile();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const t = useT("profiles");

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (aboutMeRemaining(aboutMe) < 0) {
      fieldErrors.setErrors({ about_me: [t("profiles.form.aboutMeTooLong", { max: LIMITS.aboutMe })] });
      return;
    }
    edit.mutate(
      {
        username,
        minecraft_username: minecraft,
        discord_username: discord,
        about_me: aboutMe,
        useDefaultPicture: useDefault,
        picture,
      },
      {
        onSuccess: (answer) => {
          alerts.show(answer.message, "success");
          navigate(returnTo);
        },
        onError: (error) => {
          fieldErrors.showFrom(error);
          alerts.show(errorMessage(error, t("profiles.errors.submit")));
        },
      },
    );
  }

  return (
    <Form noValidate onSubmit={handleSubmit} className="profile-form card border-0 shadow-sm">
      <div className="card-body p-4 p-md-5">
        <div className="row g-4 g-md-5">
          <div className="col-md-auto">
            <PictureField
              current={profile.profile_img}
              file={picture}
              useDefault={useDefault}
              allowGif={allowGif}
              error={fieldErrors.first("profile_img")}
              onFile={fieldErrors.editing("profile_img", setPicture)}
              onProblem={(message) => fieldErrors.setErrors({ profile_img: [message] })}
              onUseDefault={fieldErrors.editing("profile_img", setUseDefault)}
            />
          </div>
          <div className="col-md d-flex flex-column gap-3">
            <Form.Group controlId="minecraft-username">
              <Form.Label>{t("profiles.minecraftUsername")}</Form.Label>
              <Form.Control
                name="minecraft_username"
                value={minecraft}
                autoComplete="off"
                spellCheck={false}
                isInvalid={Boolean(fieldErrors.first("minecraft_username"))}
                onChange={(event) => fieldErrors.editing("minecraft_username", setMinecraft)(event.target.value)}
              />
              <Form.Control.Feedback type="invalid">{fieldErrors.first("minecraft_username")}</Form.Control.Feedback>
              {!fieldErrors.first("minecraft_username") && (
                <Form.Text className="text-body-secondary">{t("profiles.form.minecraftHint")}</Form.Text>
              )}
            </Form.Group>
            <Form.Group controlId="discord-username">
              <Form.Label>{t("profiles.discordUsername")}</Form.Label>
              <Form.Control
                name="discord_username"
                value={discord}
                autoComplete="off"
                spellCheck={false}
                isInvalid={Boolean(fieldErrors.first("discord_username"))}
                onChange={(event) => fieldErrors.editing("discord_username", setDiscord)(event.target.value)}
              />
              <Form.Control.Feedback type="invalid">{fieldErrors.first("discord_username")}</Form.Control.Feedback>
              {!fieldErrors.first("discord_username") && (
                <Form.Text className="text-body-secondary">{t("profiles.form.discordHint")}</Form.Text>
              )}
            </Form.Group>
            <AboutMeField
              value={aboutMe}
              error={fieldErrors.first("about_me")}
              onChange={fieldErrors.editing("about_me", setAboutMe)}
            />
            <div className="d-flex flex-wrap gap-2 justify-content-end mt-2">
              <LinkButton to={returnTo} variant="secondary">
                {t("profiles.cancel")}
              </LinkButton>
              <Button type="submit" variant="primary" disabled={edit.isPending || aboutMeRemaining(aboutMe) < 0}>
                {edit.isPending ? t("profiles.saving") : t("profiles.form.save")}
              </Button>
            </div>
          </div>
        </div>
      </div>
    </Form>
  );
}
