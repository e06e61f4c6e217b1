import { LOCALE_NAMES, LOCALES, type Locale } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorMessage } from "../../../lib/api-client";
import { useActiveUser } from "../../../lib/auth/active-user";
import { useT } from "../../../lib/i18n";
import { useSaveLanguage } from "../api/save-language";

/**
 * The own profile's "Language" card (issue 31): the account's language, used wherever the member
 * signs in and for the e-mails they get. Saving shows the site in it at once, without a reload.
 */
export function LanguageSection() {
  const { data: user } = useActiveUser();
  const save = useSaveLanguage();
  const alerts = useAlerts();
  const t = useT("profiles");
  // Untouched, the select follows the account's language (it may change in another tab or the navbar).
  const [picked, setPicked] = useState<Locale | "">();
  const saved = user?.locale ?? null;
  const choice = picked ?? saved ?? "";

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(choice || null, {
      onSuccess: () => {
        setPicked(undefined);
        // Said in the language just chosen: the site has switched to it by now.
        alerts.show(t(choice ? "profiles.language.saved" : "profiles.language.savedDefault"), "success");
      },
      onError: (failure) => alerts.show(errorMessage(failure, t("profiles.language.saveFailed"))),
    });
  }

  return (
    <Form noValidate onSubmit={handleSubmit} className="card border-0 shadow-sm" aria-labelledby="language-title">
      <div className="card-body p-4 p-md-5">
        <h2 id="language-title" className="h4 mb-1">
          {t("profiles.language.title")}
        </h2>
        <p className="text-body-secondary small mb-4">{t("profiles.language.lead")}</p>
        <div className="d-flex flex-wrap align-items-end gap-3">
          <Form.Group controlId="account-language" className="language-field">
            <Form.Label>{t("profiles.language.label")}</Form.Label>
            <Form.Select
              name="locale"
              value={choice}
              onChange={(event) => setPicked(event.target.value as Locale | "")}
            >
              {/* None chosen: the browser's language, else the site's default (the lead says so). */}
              <option value="">{t("profiles.language.siteDefault")}</option>
              {LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {LOCALE_NAMES[locale]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {/* The page's primary button is the profile form's Save, above. */}
          <Button type="submit" variant="outline-light" disabled={save.isPending}>
            {save.isPending ? t("profiles.saving") : t("profiles.language.save")}
          </Button>
        </div>
      </div>
    </Form>
  );
}
