import { API_PATHS, msg } from "@bastion/shared";
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Payload } from "altcha-lib/types";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { nowIso } from "../lib/clock";
import { badRequest, HttpError } from "../lib/errors";
import { hmac } from "../lib/tokens";

/** The spec's action labels (§5) plus one per account form. */
export type BotCheckAction =
  | "login"
  | "register"
  | "verify_account"
  | "forgot_password"
  | "reset_password"
  | "contact_form"
  | "submit_appeal_form"
  | "announcement_form"
  | "announcement_comment_form";

export const BOT_CHECK_FAILED = msg("The bot check failed. Reload the page and try again.");
export const BOT_CHECK_MISSING = msg("The bot check is missing. Wait for it to finish, then send the form again.");
export const BOT_CHECK_EXPIRED = msg("The bot check expired. Send the form again to get a new one.");
export const BOT_CHECK_REUSED = msg("This bot check was already used. Send the form again to get a new one.");
export const BOT_CHECK_UNAVAILABLE = msg("The bot check could not be completed right now. Try again in a moment.");

export const RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

/**
 * The proof of work asked of a browser: PBKDF2-SHA-256 at 1,000 iterations, tried 1,000 to 3,000
 * times (altcha's deterministic mode, so the server checks a solution with one HMAC). About a
 * second in a browser's workers; a speed bump for bulk bots, not a wall.
 */
const ALTCHA = { algorithm: "PBKDF2/SHA-256", cost: 1000, counterMin: 1000, counterMax: 3000, ttlMs: 20 * 60_000 };

declare module "fastify" {
  interface FastifyInstance {
    botCheck: {
      /**
       * Verifies a form's g-recaptcha-response token for the configured provider;
       * throws a 400 with a clear message when it fails. With BOT_CHECK=none every token passes.
       */
      verify(request: FastifyRequest, token: string | undefined, action: BotCheckAction): Promise<void>;
    };
  }
}

const failed = (message = BOT_CHECK_FAILED) => badRequest(message, { "g-recaptcha-response": [message] });

export interface AltchaSecrets {
  hmacSignatureSecret: string;
  hmacKeySignatureSecret: string;
}

/** Both altcha keys derive from the app secret in the database, so every instance agrees. */
export const altchaSecrets = (appSecret: string): AltchaSecrets => ({
  hmacSignatureSecret: hmac(appSecret, "altcha:challenge"),
  hmacKeySignatureSecret: hmac(appSecret, "altcha:key"),
});

export async function createAltchaChallenge(secrets: AltchaSecrets) {
  return createChallenge({
    algorithm: ALTCHA.algorithm,
    cost: ALTCHA.cost,
    counter: randomInt(ALTCHA.counterMax, ALTCHA.counterMin),
    deriveKey,
    expiresAt: new Date(Date.now() + ALTCHA.ttlMs),
    ...secrets,
  });
}

function parseAltchaPayload(token: string): Payload | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
    const payload = value as Payload;
    if (typeof payload?.challenge?.parameters?.nonce !== "string" || typeof payload.solution !== "object") {
      return undefined;
    }
    return payload;
  } catch {
    return undefined;
  }
}

/** Checks an altcha payload (base64 JSON from the widget): signature, solution, expiry, then first use. */
export async function verifyAltcha(db: Db, secrets: AltchaSecrets, token: string): Promise<void> {
  const payload = parseAltchaPayload(token);
  if (!payload) throw failed();
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    ...secrets,
  }).catch(() => undefined);
  if (result?.expired) throw failed(BOT_CHECK_EXPIRED);
  const expiresAt = payload.challenge.parameters.expiresAt;
  if (!result?.verified || !expiresAt) throw failed();
  // The nonce is covered by the signature; remembering it refuses a replayed solution on any instance.
  const inserted = await db
    .insertInto("bot_check_used")
    .values({ challenge_id: payload.challenge.parameters.nonce, expires_at: new Date(expiresAt * 1000).toISOString() })
    .onConflict((oc) => oc.column("challenge_id").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw failed(BOT_CHECK_REUSED);
}

/** GET /api/bot-check/challenge/: the parameters pass through whole, since the signature covers them. */
const altchaChallengeSchema = z.object({
  parameters: z.record(z.string(), z.unknown()),
  signature: z.string().optional(),
});

export interface RecaptchaOptions {
  secret: string;
  minScore: number;
  fetch?: typeof fetch;
  url?: string;
}

const recaptchaAnswerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  "error-codes": z.array(z.string()).optional(),
});

/**
 * Asks Google whether a reCAPTCHA v3 token is good for this action with at least the minimum score.
 * Returns why it failed, or null. Throws a 503 when Google cannot be asked.
 */
export async function verifyRecaptcha(
  options: RecaptchaOptions,
  token: string,
  action: BotCheckAction,
  ip: string,
): Promise<string | null> {
  const form = new URLSearchParams({ secret: options.secret, response: token, remoteip: ip });
  let answer: z.infer<typeof recaptchaAnswerSchema>;
  try {
    const response = await (options.fetch ?? fetch)(options.url ?? RECAPTCHA_VERIFY_URL, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
      signal: AbortSignal.timeout(8000),
    });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    answer = recaptchaAnswerSchema.parse(await response.json());
  } catch (error) {
    throw Object.assign(new HttpError(503, BOT_CHECK_UNAVAILABLE), { cause: error });
  }
  if (!answer.success) return `not accepted (${(answer["error-codes"] ?? []).join(", ") || "no reason"})`;
  if (answer.action !== action) return `action ${answer.action ?? "(none)"} instead of ${action}`;
  if ((answer.score ?? 0) < options.minScore) return `score ${answer.score ?? 0} below ${options.minScore}`;
  return null;
}

export interface BotCheckOptions {
  config: Config;
  db: Db;
  /** The app secret from the settings table (altcha keys derive from it). */
  secret: string;
  /** For tests: a stand-in for Google's siteverify. */
  fetch?: typeof fetch;
}

async function botCheckPlugin(app: FastifyInstance, opts: BotCheckOptions) {
  const { config, db } = opts;
  const provider = config.BOT_CHECK;
  if (provider === "none") app.log.warn("BOT_CHECK=none: forms are not protected against bots (development only)");
  const secrets = altchaSecrets(opts.secret);
  const recaptcha: RecaptchaOptions = {
    secret: config.RECAPTCHA_SECRET_KEY ?? "",
    minScore: config.RECAPTCHA_MIN_SCORE,
    fetch: opts.fetch,
  };

  app.decorate("botCheck", {
    async verify(request, token, action) {
      if (provider === "none") return;
      if (!token) throw failed(BOT_CHECK_MISSING);
      if (provider === "altcha") return verifyAltcha(db, secrets, token);
      const reason = await verifyRecaptcha(recaptcha, token, action, request.ip).catch((error: unknown) => {
        request.log.warn({ err: error }, "reCAPTCHA siteverify failed");
        throw error;
      });
      if (reason) {
        request.log.info({ action, reason }, "reCAPTCHA refused a form");
        throw failed();
      }
    },
  });

  if (provider !== "altcha") return;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      API_PATHS.site.botCheckChallenge,
      { schema: { response: { 200: altchaChallengeSchema } } },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        const challenge = await createAltchaChallenge(secrets);
        return { parameters: { ...challenge.parameters }, signature: challenge.signature };
      },
    );
}

/** Forgets used ALTCHA solutions once they have expired (they can no longer be replayed then). */
export async function purgeUsedBotChecks(db: Db): Promise<void> {
  await db.deleteFrom("bot_check_used").where("expires_at", "<=", nowIso()).execute();
}

export default fp(botCheckPlugin, { name: "bot-check" });
