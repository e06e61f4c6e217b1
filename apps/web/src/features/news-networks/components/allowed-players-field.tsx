import { LIMITS, NEWS_USERNAME_PATTERN } from "@bastion/shared";
import { type FormEvent, type KeyboardEvent, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import InputGroup from "react-bootstrap/InputGroup";
import type { FieldErrorsState } from "../../../lib/use-field-errors";

interface AllowedPlayersFieldProps {
  names: string[];
  fields: FieldErrorsState;
  onChange(names: string[]): void;
}

/** Why a name cannot be added yet, or undefined when it can. */
function problemWith(name: string, names: string[]): string | undefined {
  if (!NEWS_USERNAME_PATTERN.test(name)) return "Use letters, digits, and _ . - only.";
  if (name.length > LIMITS.newsUsernameLength) return `At most ${LIMITS.newsUsernameLength} characters.`;
  if (names.some((other) => other.toLowerCase() === name.toLowerCase())) return `${name} is already in the list.`;
  if (names.length >= LIMITS.newsAllowedUsernames) return `At most ${LIMITS.newsAllowedUsernames} players.`;
  return undefined;
}

/** The players whose game may read a locked feed (`?un=`): typed one at a time, removed with ×. */
export function AllowedPlayersField({ names, fields, onChange }: AllowedPlayersFieldProps) {
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string>();
  const listError = fields.first("allowed_usernames");

  function handleAdd(event?: FormEvent) {
    event?.preventDefault();
    const name = draft.trim();
    if (!name) return;
    const why = problemWith(name, names);
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
      <Form.Label>Allowed players</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          value={draft}
          placeholder="Player name"
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
          Add player
        </Button>
        <Form.Control.Feedback type="invalid">{problem ?? listError}</Form.Control.Feedback>
      </InputGroup>
      <Form.Text id="news-allowed-help" className="text-body-secondary">
        The names players use in the game ({names.length} of {LIMITS.newsAllowedUsernames}).
      </Form.Text>
      {names.length > 0 && (
        <ul
          className="allowed-players list-unstyled d-flex flex-wrap gap-2 mt-2 mb-0"
          aria-label="List of allowed players"
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
                  aria-label={`Remove ${name}`}
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
