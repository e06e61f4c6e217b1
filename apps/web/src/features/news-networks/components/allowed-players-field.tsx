import { LIMITS, NEWS_USERNAME_PATTERN } from "@bastion/shared";
import { type FormEvent, type KeyboardEvent, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import InputGroup from "react-bootstrap/InputGroup";
import { type Translate, useT } from "../../../lib/i18n";
import type { FieldErrorsState } from "../../../lib/use-field-errors";

interface AllowedPlayersFieldProps {
  names: string[];
  fields: FieldErrorsState;
  onChange(names: string[]): void;
}

/** Why a name cannot be added yet, or undefined when it can. */
function problemWith(t: Translate, name: string, names: string[]): string | undefined {
  if (!NEWS_USERNAME_PATTERN.test(name)) return t("news-networks.players.invalidName");
  if (name.length > LIMITS.newsUsernameLength) {
    return t("news-networks.players.tooLong", { max: LIMITS.newsUsernameLength });
  }
  if (names.some((other) => other.toLowerCase() === name.toLowerCase())) {
    return t("news-networks.players.duplicate", { name });
  }
  if (names.length >= LIMITS.newsAllowedUsernames) {
    return t("news-networks.players.tooMany", { max: LIMITS.newsAllowedUsernames });
  }
  return undefined;
}

/** The players whose game may read a locked feed (`?un=`): typed one at a time, removed with ×. */
export function AllowedPlayersField({ names, fields, onChange }: AllowedPlayersFieldProps) {
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string>();
  const listError = fields.first("allowed_usernames");
  const t = useT("news-networks");

  function handleAdd(event?: FormEvent) {
    event?.preventDefault();
    const name = draft.trim();
    if (!name) return;
    const why = problemWith(t, name, names);
    setProblem(why);
    if (why) return;
    onChange([...names, name]);
    setDraft("");
  }

  // The field sits inside the network form: Enter adds the name instead of submitting the form.
  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") handleAdd(event);
  }

  return (
    <Form.Group controlId="news-allowed-player" className="mb-2">
      <Form.Label>{t("news-networks.fields.allowedPlayers")}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          value={draft}
          placeholder={t("news-networks.players.placeholder")}
          maxLength={LIMITS.newsUsernameLength}
          autoComplete="off"
          isInvalid={Boolean(problem || listError)}
          aria-describedby="news-allowed-help"
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(undefined);
          }}
          onKeyDown={handleKeyDown}
        />
        <Button variant="outline-light" onClick={() => handleAdd()}>
          {t("news-networks.players.add")}
        </Button>
        <Form.Control.Feedback type="invalid">{problem ?? listError}</Form.Control.Feedback>
      </InputGroup>
      <Form.Text id="news-allowed-help" className="text-body-secondary">
        {t("news-networks.players.help", { count: names.length, max: LIMITS.newsAllowedUsernames })}
      </Form.Text>
      {names.length > 0 && (
        <ul
          className="allowed-players list-unstyled d-flex flex-wrap gap-2 mt-2 mb-0"
          aria-label={t("news-networks.players.listLabel")}
        >
          {names.map((name, index) => {
            const error = fields.first(`allowed_usernames.${index}`);
            return (
              <li
                key={name}
                className={`allowed-player badge rounded-pill ${error ? "text-bg-danger" : "text-bg-secondary"}`}
              >
                <span>{name}</span>
                <button
                  type="button"
                  className="btn-close btn-close-white ms-2"
                  aria-label={t("news-networks.players.remove", { name })}
                  onClick={() => onChange(names.filter((_, other) => other !== index))}
                />
                {error && <span className="visually-hidden">: {error}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </Form.Group>
  );
}
