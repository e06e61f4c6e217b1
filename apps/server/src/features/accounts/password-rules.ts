import { msg, PASSWORD_MIN } from "@bastion/shared";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

// Django's password validators, in spirit: minimum length, not entirely numeric, not too similar
// to the user's own attributes, not a common password. Each broken rule gives one message.

export const PASSWORD_TOO_SHORT = msg("This password is too short. It must contain at least {min} characters.", {
  min: PASSWORD_MIN,
});
export const PASSWORD_NUMERIC = msg("This password is entirely numeric.");
export const PASSWORD_COMMON = msg("This password is too common or too easy to guess.");
export const PASSWORD_LIKE_USERNAME = msg("This password is too similar to the username.");
export const PASSWORD_LIKE_EMAIL = msg("This password is too similar to the e-mail address.");

/** Django's UserAttributeSimilarityValidator threshold. */
const MAX_SIMILARITY = 0.7;
/** zxcvbn scores 0 to 4; 0 and 1 are "too guessable" (under about a million guesses). */
const MIN_SCORE = 2;
/** Estimating a very long password is slow and pointless: its start decides whether it is common. */
const CHECKED_LENGTH = 64;

let estimator: ZxcvbnFactory | undefined;
/** Built once, on first use: ranking the dictionaries takes a moment. */
function strength() {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: CHECKED_LENGTH });
  return estimator;
}

/** Length of the longest common subsequence (two-row dynamic programming). */
function commonLength(a: string, b: string): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      current[j] = a[i - 1] === b[j - 1] ? (previous[j - 1] ?? 0) + 1 : Math.max(previous[j] ?? 0, current[j - 1] ?? 0);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** 0..1 like Python's SequenceMatcher.ratio(): twice the shared characters over both lengths. */
function similarity(a: string, b: string): number {
  return a.length + b.length === 0 ? 0 : (2 * commonLength(a, b)) / (a.length + b.length);
}

/** The value and its word parts ("jo.smith@example.com" -> jo, smith, example, com), as Django does. */
function attributeParts(value: string): string[] {
  const lower = value.toLowerCase();
  return [lower, ...lower.split(/\W+/)].filter((part) => part.length >= 3);
}

function tooSimilar(password: string, value: string | undefined): boolean {
  if (!value) return false;
  const lower = password.toLowerCase();
  return attributeParts(value).some(
    (part) =>
      similarity(lower, part) >= MAX_SIMILARITY ||
      // Stricter than Django: the value with a little padding, like "steve2024!", is too close too.
      (part.length >= 4 && lower.includes(part) && part.length * 2 >= lower.length),
  );
}

/**
 * The human messages for every password rule this password breaks (empty when it is fine).
 * `context` holds the account's own username and e-mail, which the password must not resemble.
 */
export function passwordProblems(password: string, context: { username?: string; email?: string }): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN) problems.push(PASSWORD_TOO_SHORT);
  if (/^\d+$/.test(password)) problems.push(PASSWORD_NUMERIC);
  if (tooSimilar(password, context.username)) problems.push(PASSWORD_LIKE_USERNAME);
  else if (tooSimilar(password, context.email)) problems.push(PASSWORD_LIKE_EMAIL);
  const inputs = [context.username, context.email].filter((value): value is string => Boolean(value));
  if (password.length > 0 && strength().check(password.slice(0, CHECKED_LENGTH), inputs).score < MIN_SCORE) {
    problems.push(PASSWORD_COMMON);
  }
  return problems;
}
