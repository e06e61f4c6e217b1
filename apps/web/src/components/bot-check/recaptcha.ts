import { type AnyLocale, sourceOf } from "@bastion/shared";
import { i18n } from "../../lib/i18n";

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | undefined;

/** Loads Google's reCAPTCHA v3 script once, only when a form needs a token (and only if configured). */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement("script");
    // Google's badge in the language shown when the script is first loaded (its codes are BCP 47 tags too).
    const language = sourceOf(i18n.locale as AnyLocale);
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}&hl=${encodeURIComponent(language)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error("reCAPTCHA did not load"));
    };
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error("reCAPTCHA did not load"));
    };
    document.head.append(script);
  });
  return loading;
}

/** A reCAPTCHA v3 token for the action label the server checks (spec §5). */
export async function recaptchaToken(siteKey: string, action: string): Promise<string> {
  const grecaptcha = await loadRecaptcha(siteKey);
  return grecaptcha.execute(siteKey, { action });
}

/** Starts loading the script early (when a form shows), so the first submit does not wait for it. */
export function preloadRecaptcha(siteKey: string) {
  loadRecaptcha(siteKey).catch(() => undefined);
}
