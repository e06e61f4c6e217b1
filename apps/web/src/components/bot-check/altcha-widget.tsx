import { API_PATHS } from "@bastion/shared";
import type { WidgetMethods } from "altcha/types";
import { createElement, type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import { useLocale, useT } from "../../lib/i18n";
import { registerAltchaStrings } from "./altcha-strings";

export interface AltchaHandle {
  /** The solved payload for g-recaptcha-response; solves now if the widget has not yet. */
  solve(): Promise<string>;
  /** Forgets the payload (each is accepted once), so the next submission solves a new challenge. */
  reset(): void;
}

type AltchaElement = HTMLElement & WidgetMethods;
interface StateDetail {
  state: string;
  payload: string | null;
}

let loading: Promise<unknown> | undefined;
/** The widget's code is its own chunk, fetched by the first form that shows it (never by the home page). */
const loadAltcha = () => {
  loading ??= import("altcha").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
};

function waitForOutcome(element: AltchaElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const handleChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateDetail>).detail;
      if (state === "verified" && payload) {
        element.removeEventListener("statechange", handleChange);
        resolve(payload);
      } else if (state === "error" || state === "expired" || state === "unverified") {
        element.removeEventListener("statechange", handleChange);
        reject(new Error(`bot check ${state}`));
      }
    };
    element.addEventListener("statechange", handleChange);
  });
}

/**
 * The self-hosted proof-of-work check (altcha): a checkbox that starts solving when the form gets
 * focus, in web workers. Its styles are injected and its workers come from blob: URLs, which the
 * CSP allows (style-src 'unsafe-inline', worker-src blob:).
 */
export function AltchaWidget({ ref }: { ref: Ref<AltchaHandle> }) {
  const element = useRef<AltchaElement | null>(null);
  const payload = useRef<string | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const t = useT("bot-check");
  // The widget's own words, registered under the tag it is told to use (lower case, as it looks them
  // up); its registry is live, so the words change in place once registered.
  const language = useLocale().toLowerCase();

  useEffect(() => {
    let live = true;
    loadAltcha()
      .then(() => customElements.whenDefined("altcha-widget"))
      .then(() => live && setReady(true))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!ready) return;
    registerAltchaStrings(language);
  }, [ready, language]);

  useEffect(() => {
    const node = element.current;
    if (!ready || !node) return;
    const handleChange = (event: Event) => {
      const detail = (event as CustomEvent<StateDetail>).detail;
      payload.current = detail.state === "verified" ? detail.payload : null;
    };
    node.addEventListener("statechange", handleChange);
    return () => node.removeEventListener("statechange", handleChange);
  }, [ready]);

  useImperativeHandle(ref, () => ({
    async solve() {
      await loadAltcha();
      await customElements.whenDefined("altcha-widget");
      const node = element.current;
      if (!node) throw new Error("bot check not on the page");
      const state = node.getState();
      if (state === "verified" && payload.current) return payload.current;
      if (state === "verifying") return waitForOutcome(node);
      const result = await node.verify();
      if (!result?.payload) throw new Error("bot check failed");
      return result.payload;
    },
    reset() {
      payload.current = null;
      element.current?.reset();
    },
  }));

  if (failed) {
    return <p className="small text-warning mb-0">{t("bot-check.altcha.loadFailed")}</p>;
  }
  return (
    <div className="bot-check">
      {createElement("altcha-widget", {
        ref: element,
        challenge: API_PATHS.site.botCheckChallenge,
        auto: "onfocus",
        name: "altcha",
        language,
        // The form posts JSON itself; the hidden input the widget adds is not used.
        configuration: JSON.stringify({ minDuration: 300 }),
      })}
    </div>
  );
}
