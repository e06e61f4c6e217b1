import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { badRequest } from "../lib/errors";

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

export const BOT_CHECK_FAILED = "The bot check failed. Reload the page and try again.";

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

async function botCheckPlugin(app: FastifyInstance, opts: { config: Config }) {
  const provider = opts.config.BOT_CHECK;
  if (provider === "none") app.log.warn("BOT_CHECK=none: forms are not protected against bots (development only)");
  app.decorate("botCheck", {
    async verify(_request, token, _action) {
      if (provider === "none") return;
      // altcha and recaptcha verification are added by the accounts feature.
      if (!token) throw badRequest(BOT_CHECK_FAILED, { "g-recaptcha-response": ["The bot check is missing."] });
      throw badRequest(BOT_CHECK_FAILED);
    },
  });
}

export default fp(botCheckPlugin, { name: "bot-check" });
