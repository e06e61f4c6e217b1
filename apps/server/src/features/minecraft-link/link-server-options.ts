import { LINK_CODE_MINUTES, type Locale, msg } from "@bastion/shared";
import type { Db } from "../../db/database";
import { wordsIn } from "../../lib/i18n/translate";
import { retryAfterText } from "../../lib/rate-limit";
import type { LinkServerOptions, RefusalReason } from "./link-server/types";
import { codeForJoin } from "./minecraft-link.service";

/** What the link server's texts need of the site, read at each ping and join (the owner may rename it). */
export interface LinkSiteNow {
  name: string;
  locale: Locale;
  /** Where the profile's linking section is, for the kick message. */
  profileUrl: string;
}

export interface LinkServerDeps {
  db: Db;
  host: string;
  port: number;
  sessionServer: string;
  site(): Promise<LinkSiteNow>;
  log: LinkServerOptions["log"];
}

/** The refusals' texts, one whole sentence per reason (ADR 033). */
const REFUSALS: Record<RefusalReason, string> = {
  "unsupported-version": msg(
    "This link server speaks Minecraft {supported}. Join it with one of those versions to link your account.",
  ),
  "not-authenticated": msg(
    "Your Minecraft account could not be confirmed. Join with the official launcher, signed in to your Microsoft account.",
  ),
  "session-server-unavailable": msg("Minecraft's session servers did not answer. Please try again in a few minutes."),
  "too-many-joins": msg("Too many joins from your address. Please wait a few minutes, then try again."),
};

/**
 * The link server's options (issue 32): its server-list text, and what a join is told, in the
 * site's default language (a player in the game has no account language the site knows yet).
 */
export function linkServerOptions(deps: LinkServerDeps): LinkServerOptions {
  const { db } = deps;
  return {
    host: deps.host,
    port: deps.port,
    sessionServer: deps.sessionServer.replace(/\/+$/, ""),
    log: deps.log,
    async status() {
      const site = await deps.site();
      const t = wordsIn(site.locale);
      return {
        motd: t(msg("Join to link your account to {site}"), { site: site.name }),
        versionLabel: t(msg("Account link")),
      };
    },
    async onJoin(player, address) {
      const site = await deps.site();
      const t = wordsIn(site.locale);
      const answer = await codeForJoin(db, player, address);
      deps.log.info({ uuid: player.uuid, name: player.name, answer: answer.kind }, "link server: verified join");
      if (answer.kind === "linked") {
        return t(msg("Your Minecraft account {player} is linked to {username} on {site}."), {
          player: player.name,
          username: answer.username,
          site: site.name,
        });
      }
      if (answer.kind === "too-many-codes") {
        return t(msg("Too many link codes were asked from your address. Please try again {when}."), {
          when: { nested: retryAfterText(answer.retryAfterSeconds) },
        });
      }
      return t(
        msg(
          "Your link code is {code}. Type it on your profile at {url} within {minutes, plural, one {# minute} other {# minutes}} to link {player} to your account on {site}.",
        ),
        { code: answer.code, url: site.profileUrl, minutes: LINK_CODE_MINUTES, player: player.name, site: site.name },
      );
    },
    async refusal(reason, supported) {
      const site = await deps.site();
      return wordsIn(site.locale)(REFUSALS[reason], { supported });
    },
  };
}
