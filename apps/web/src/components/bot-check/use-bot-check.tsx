import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useRef } from "react";
import { Trans, translate, useT } from "../../lib/i18n";
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

/** No token could be had; its message is for the person, in the language shown. */
export class BotCheckError extends Error {
  constructor() {
    super(translate("bot-check.failed"));
    this.name = "BotCheckError";
  }
}

/** One of Google's policies, named by the sentence it stands in (Trans gives it its words). */
function PolicyLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}

/**
 * The bot check of a form (spec §5), for the provider the server is configured with.
 * `action` is the spec's action label (submit_appeal_form, announcement_comment_form, …).
 */
export function useBotCheck(action: string): BotCheck {
  useT("bot-check");
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
        <Trans
          id="bot-check.recaptcha"
          components={{
            0: <PolicyLink href="https://policies.google.com/privacy" />,
            1: <PolicyLink href="https://policies.google.com/terms" />,
          }}
        />
      </p>
    );
  }
  return { widget, getToken };
}
