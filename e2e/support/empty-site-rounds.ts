import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import {
  inParts,
  PAGES_PER_TEST,
  pageRound,
  partName,
  prepareRound,
  ROUND_TIMEOUT,
  type Session,
  sessionOf,
  startWith,
  VIEWPORTS,
} from "./accessibility-rounds";
import type { E2EUser } from "./accounts";
import type { Who } from "./identities";
import { oneOfEachStandIn, SITE_PAGES } from "./pages";
import { type ExtraServer, startExtraServer } from "./server";
import { apiClient, untilSiteHasOwner } from "./site-api";

const root = join(import.meta.dirname, "../..");

/**
 * Issue 34: the pages that list things (SITE_PAGES marked `empty`), as the visitor and as the
 * owner, at desktop and phone width, on a new site of their own where every list is empty: no
 * punishment, announcement, appeal, folder, target, key or message yet. axe finds no serious or
 * critical violation. The shared e2e server cannot show this: other specs fill it.
 */
export function emptySiteRounds() {
  test.describe.configure({ timeout: ROUND_TIMEOUT });
  let server: ExtraServer;
  let ownerSession: Session = [];
  const owner: E2EUser = {
    username: "Notch",
    email: "notch@example.test",
    password: "a-long-and-unguessable-passphrase",
  };

  test.beforeAll(async () => {
    // A server of its own starts in a few seconds, many more on a loaded machine (it waits up to 60 s).
    test.setTimeout(90_000);
    server = await startExtraServer({});
    // The first owner, through the site's first-run setup with the token it logged.
    const token = readFileSync(join(root, `test-results/e2e-data-${server.port}/setup-token`), "utf8").trim();
    const setup = await apiClient(server.baseURL);
    await setup.post("/api/setup/", {
      token,
      username: owner.username,
      email: owner.email,
      password1: owner.password,
      password2: owner.password,
    });
    await setup.context.dispose();
    await untilSiteHasOwner(server.baseURL);
    ownerSession = await sessionOf(server.baseURL, owner);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  for (const who of ["visitor", "owner"] satisfies Who[]) {
    const parts = inParts(
      oneOfEachStandIn(
        SITE_PAGES.filter((page) => page.empty),
        who,
      ),
      PAGES_PER_TEST,
    );
    parts.forEach((pages, index) => {
      test(`every list page, empty on a new site, has at most one primary button and no serious axe violation at both widths: ${who}${partName(index, parts.length)}`, async ({
        browser,
      }) => {
        const context = await browser.newContext({ baseURL: server.baseURL });
        const page = await context.newPage();
        try {
          await prepareRound(page, VIEWPORTS[0]);
          await startWith(page, who === "owner" ? ownerSession : []);
          expect(await pageRound(page, who, pages)).toEqual([]);
        } finally {
          await context.close();
        }
      });
    });
  }
}
