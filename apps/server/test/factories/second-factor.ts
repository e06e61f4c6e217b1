import { Secret, TOTP } from "otpauth";
import type { Db } from "../../src/db/database";
import { isoIn } from "../../src/lib/clock";
import type { TestClient } from "../app";

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
export const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/** Sets up an authenticator from a signed-in browser, as a person would; answers its secret and recovery codes. */
export async function setUpAuthenticator(browser: TestClient) {
  const started = await browser.post("/users/api/two-step/start/");
  if (started.statusCode !== 200) throw new Error(`start: ${started.statusCode} ${started.body}`);
  const secret: string = started.json().secret;
  const confirmed = await browser.post("/users/api/two-step/confirm/", { code: codeFor(secret) });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.statusCode} ${confirmed.body}`);
  return { secret, recoveryCodes: confirmed.json().recovery_codes as string[] };
}

/** Makes the account's sessions last confirmed `minutes` ago (11: past the 10 minutes a confirmation holds). */
export async function ageConfirmation(db: Db, userId: number, minutes = 11) {
  await db
    .updateTable("sessions")
    .set({ confirmed_at: isoIn(-minutes * 60_000) })
    .where("user_id", "=", userId)
    .execute();
}
