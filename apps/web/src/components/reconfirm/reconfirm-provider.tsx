import type { AnyLocale } from "@bastion/shared";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { setRefusalHandlers } from "../../lib/api-client";
import { ACTIVE_USER_KEY } from "../../lib/auth/active-user";
import { i18n, loadNamespaces } from "../../lib/i18n";
import { loadPageStyles } from "../routing/lazy-page";

// Loaded the first time it is needed (a dangerous action on a stale session): the dialog, its form
// and the passkey code are not part of every page's first load (the home page's budget, issue 31).
const ReconfirmDialog = lazy(() =>
  Promise.all([loadPageStyles(), import("./reconfirm-dialog")]).then(([, m]) => ({ default: m.ReconfirmDialog })),
);

/** The dialog's words: loaded when the server first asks, not with every page. */
const RECONFIRM_WORDS = ["common", "reconfirm"];

/**
 * The app shell's answer to the server's refusals for who is calling (issue 29), for every call
 * made through api(): "Confirm it's you" opens the dialog, and the calls waiting on it are sent
 * again once confirmed (several at once share one dialog); "set up a second factor" reads the
 * active user again, whose answer sends the person to the set-up page.
 */
export function ReconfirmProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [show, setShow] = useState(false);
  // Mounted from the first request on (its words are in by then), so it can animate closed and
  // hand the focus back.
  const [opened, setOpened] = useState(false);
  const waiting = useRef<((confirmed: boolean) => void)[]>([]);

  const settle = useCallback((confirmed: boolean) => {
    setShow(false);
    const resolvers = waiting.current;
    waiting.current = [];
    for (const resolve of resolvers) resolve(confirmed);
  }, []);

  useEffect(
    () =>
      setRefusalHandlers({
        reconfirm: async () => {
          try {
            await loadNamespaces(i18n.locale as AnyLocale, RECONFIRM_WORDS);
          } catch {
            // The dialog cannot be shown without its words: the action is left undone, as on a cancel.
            return false;
          }
          return new Promise<boolean>((resolve) => {
            waiting.current.push(resolve);
            setOpened(true);
            setShow(true);
          });
        },
        secondFactorRequired: () => void queryClient.invalidateQueries({ queryKey: ACTIVE_USER_KEY }),
      }),
    [queryClient],
  );

  return (
    <>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <ReconfirmDialog show={show} onConfirmed={() => settle(true)} onCancel={() => settle(false)} />
        </Suspense>
      )}
    </>
  );
}
