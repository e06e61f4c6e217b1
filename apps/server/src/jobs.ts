import type { FastifyInstance } from "fastify";
import { sweepAccounts } from "./features/accounts/accounts.housekeeping";
import { purgeExpiredChallenges } from "./features/accounts/passkeys.repository";
import { purgeExpiredSecondSteps } from "./features/accounts/two-step.repository";
import { sweepUnusedPictures } from "./features/announcements/announcement-pictures.service";
import { findAnnouncement } from "./features/announcements/announcements.service";
import { scheduledBackupJob } from "./features/backups/backups.schedule";
import { DiscordSender, type DiscordTiming } from "./features/discord/discord.sender";
import { discordKey } from "./features/discord/discord.service";
import { sweepDiscordOutbox } from "./features/discord/discord-outbox.service";
import { downloadsRoot } from "./features/downloads/downloads.storage";
import { sweepDownloads } from "./features/downloads/downloads.sweep";
import { litebansSyncJob } from "./features/litebans/litebans.service";
import { sweepLinkCodes } from "./features/minecraft-link/minecraft-link.service";
import { patchesRoot, sweepPatches } from "./features/patching/patching.storage";
import { foldCounters } from "./features/punishments/punishments.service";
import { HOUR_MS } from "./lib/clock";
import { type Job, JobRunner } from "./lib/jobs";
import { newHolder } from "./lib/leases";
import { purgeUsedBotChecks } from "./plugins/bot-check";
import { purgeExpiredSessions } from "./plugins/session.store";

declare module "fastify" {
  interface FastifyInstance {
    /** Every background job of this instance (lib/jobs.ts); stopped, and waited for, as the app closes. */
    jobs: JobRunner;
    /** The Discord outbox's sender (issue 32), one of the jobs: `runNow()` sends what is due. */
    discordOutbox: DiscordSender;
  }
}

/** How often PostgreSQL's appended counter changes are folded in (readers add them in meanwhile). */
const FOLD_COUNTERS_EVERY_MS = 2000;

/**
 * Every background job the server runs, with its schedule: the one place to look for what runs
 * besides requests. Clean-ups delete what is never read again; those marked before-ready also run
 * once before the first request, since a killed process may have left work half done.
 */
export function backgroundJobs(app: FastifyInstance): Job[] {
  const { db } = app.database;
  const { dataDir } = app.config;
  const jobs: (Job | undefined)[] = [
    // Expired sessions are harmless (never matched) but are swept.
    { name: "session sweep", everyMs: HOUR_MS, atStart: "before-ready", run: () => purgeExpiredSessions(db) },
    { name: "bot check sweep", everyMs: HOUR_MS, run: () => purgeUsedBotChecks(db) },
    // A sign-in's second step lasts 5 minutes; the ones never finished are swept.
    { name: "second steps sweep", everyMs: HOUR_MS, run: () => purgeExpiredSecondSteps(db) },
    // A passkey ceremony's challenge lasts 5 minutes; anyone may start a sign-in, so more often.
    { name: "passkey challenges sweep", everyMs: HOUR_MS / 4, run: () => purgeExpiredChallenges(db) },
    // A link code lasts 10 minutes (issue 32); the expired ones are never accepted, only swept.
    { name: "link codes sweep", everyMs: HOUR_MS, run: () => sweepLinkCodes(db) },
    {
      name: "accounts sweep",
      everyMs: HOUR_MS,
      run: async () => {
        const { unverifiedDeleted } = await sweepAccounts(db);
        if (unverifiedDeleted > 0) app.log.info({ unverifiedDeleted }, "Deleted accounts never verified in a week");
      },
    },
    {
      name: "discord outbox sweep",
      everyMs: HOUR_MS,
      run: async () => {
        const deleted = await sweepDiscordOutbox(db);
        if (deleted > 0) app.log.info({ deleted }, "Deleted Discord messages sent over a week ago");
      },
    },
    {
      name: "announcement pictures sweep",
      everyMs: 6 * HOUR_MS,
      run: async () => {
        const deleted = await sweepUnusedPictures(db, dataDir);
        if (deleted > 0) app.log.info({ deleted }, "Deleted announcement pictures no announcement shows");
      },
    },
    {
      // What a killed upload or delete left behind goes before the first request; then hourly.
      name: "downloads sweep",
      everyMs: HOUR_MS,
      atStart: "before-ready",
      run: async ({ atStart }) => {
        const swept = await sweepDownloads(downloadsRoot(dataDir), { atStart });
        if (atStart && swept > 0)
          app.log.info({ swept }, "downloads: removed leftovers of interrupted uploads and deletes");
      },
    },
    {
      name: "patching sweep",
      everyMs: HOUR_MS,
      atStart: "before-ready",
      run: async ({ atStart }) => {
        const swept = await sweepPatches(db, patchesRoot(dataDir), { atStart });
        if (atStart && swept > 0) app.log.info({ swept }, "patching: removed leftovers of interrupted publishes");
      },
    },
    app.database.dialect === "postgres"
      ? { name: "punishment counters fold", everyMs: FOLD_COUNTERS_EVERY_MS, run: () => foldCounters(db) }
      : undefined,
    scheduledBackupJob({ database: app.database, config: app.config, log: app.log, holder: newHolder() }),
    litebansSyncJob(db, app.config, {
      info: (line) => app.log.info(line),
      warn: (line) => app.log.warn(line),
    }),
  ];
  return jobs.filter((job) => job !== undefined);
}

/** Tests only (BuildOptions): a local receiver instead of discord.com, and short waits. */
export interface DiscordSeam {
  apiBase?: string;
  timing?: Partial<DiscordTiming>;
}

/** The Discord outbox's sender: the site's name, language and colour as the owner set them when it sends. */
function discordSender(app: FastifyInstance, appSecret: string, seam: DiscordSeam): DiscordSender {
  const { db } = app.database;
  return new DiscordSender({
    db,
    key: discordKey(appSecret),
    holder: newHolder(),
    log: app.log,
    apiBase: seam.apiBase,
    timing: seam.timing,
    site: async () => {
      const [settings, look] = await Promise.all([app.siteSettings.get(), app.siteLook.get()]);
      return {
        name: settings.site_name,
        locale: settings.default_locale,
        publicUrl: app.config.publicUrl,
        accent: look.accent,
        announcementPicture: async (id) => (await findAnnouncement(db, id))?.img ?? null,
      };
    },
  });
}

/**
 * The job runner of this app: jobs start once the app is ready (before-ready ones are awaited, so a
 * request never meets what they clean up), and a close stops them and waits for running ones.
 */
export async function registerJobs(
  app: FastifyInstance,
  options: { appSecret: string; discord?: DiscordSeam },
): Promise<void> {
  const runner = new JobRunner({
    onError(name, error) {
      app.diskFull.note(error);
      app.log.warn({ err: error }, `${name} failed`);
    },
  });
  const sender = discordSender(app, options.appSecret, options.discord ?? {});
  for (const job of [...backgroundJobs(app), sender]) await runner.add(job);
  app.decorate("jobs", runner);
  app.decorate("discordOutbox", sender);
  app.addHook("onReady", () => runner.start());
  app.addHook("onClose", () => runner.stop());
}
