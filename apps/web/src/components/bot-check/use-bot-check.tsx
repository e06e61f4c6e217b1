import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useRef } from "react";
import { siteConfigQuery, useSiteConfig } from "../../lib/site-config";
import { type AltchaHandle, AltchaWidget } from "./altcha-widget";
import { preloadRecaptcha, recaptchaToken } from "./recaptcha";
import "./bot-check.css";

export interface BotCheck {
  /** The widget to place in the form (nothing when the provider needs none). */
  widget: ReactNode;
  /**
   * The token to send as g-recaptcha-response; undefined when BOT_CHECK=none. Each token is good
   * for one submission. Rejects with BotCheckError when no token can be had.
   */
  getToken(): Promise<string | undefined>;
}

export const BOT_CHECK_ERROR = "The bot check could not be completed. Reload the page and try again.";

export class BotCheckError extends Error {
  constructor() {
    super(BOT_CHECK_ERROR);
    this.name = "BotCheckError";
  }
}

/**
 * The bot check of a form (spec §5), for the provider the server is configured with.
 * `action` is the spec's action label (submit_appeal_form, announcement_comment_form, …).
 */
export function useBotCheck(action: string): BotCheck {
  const { data: site } = useSiteConfig();
  const queryClient = useQueryClient();
  const altcha = useRef<AltchaHandle>(null);
  const provider = site?.bot_check.provider;
  const siteKey = site?.bot_check.site_key;

  useEffect(() => {
    if (provider === "recaptcha" && siteKey) preloadRecaptcha(siteKey);
  }, [provider, siteKey]);

  const getToken = useCallback(async () => {
    const config = site ?? (await queryClient.fetchQuery(siteConfigQuery));
    const { provider: current, site_key } = config.bot_check;
    try {
      if (current === "altcha") {
        const handle = altcha.current;
        if (!handle) throw new BotCheckError();
        const token = await handle.solve();
        handle.reset();
        return token;
      }
      if (current === "recaptcha" && site_key) return await recaptchaToken(site_key, action);
      return undefined;
    } catch {
      throw new BotCheckError();
    }
  }, [site, queryClient, action]);

  let widget: ReactNode = null;
  if (provider === "altcha") widget = <AltchaWidget ref={altcha} />;
  if (provider === "recaptcha") {
    widget = (
      <p className="small text-body-secondary mb-0">
        This form is protected by reCAPTCHA: Google's{" "}
        <a href="https://policies.google.com/privacy" target="_blank" rel="noreferrer">
          Privacy Policy
        </a>{" "}
        and{" "}
        <a href="https://policies.google.com/terms" target="_blank" rel="noreferrer">
          Terms of Service
        </a>{" "}
        apply.
      </p>
    );
  }
  return { widget, getToken };
}
