import type { ReactNode } from "react";
import { useSiteConfig } from "../../lib/site-config";

export interface BotCheck {
  /** The widget to place in the form (nothing when the provider needs none). */
  widget: ReactNode;
  /** The token to send as g-recaptcha-response; undefined when BOT_CHECK=none. */
  getToken(): Promise<string | undefined>;
}

/**
 * The bot check of a form (spec §5), for the provider the server is configured with.
 * `action` is the spec's action label (submit_appeal_form, announcement_comment_form, …).
 * altcha and recaptcha are added by the accounts feature.
 */
export function useBotCheck(_action: string): BotCheck {
  const { data: site } = useSiteConfig();
  const provider = site?.bot_check.provider ?? "none";
  return {
    widget: null,
    async getToken() {
      if (provider === "none") return undefined;
      return undefined;
    },
  };
}
