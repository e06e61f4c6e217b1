import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import {
  announcementListSchema,
  type HomeView,
  type Look,
  lookCss,
  MEDIA_PREFIX,
  msg,
  type SiteAssets,
} from "@bastion/shared";
import fastifyCookie from "@fastify/cookie";
import fastifyMultipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import { createDatabase, type DatabaseHandle } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import { accountsRoutes } from "./features/accounts/accounts.routes";
import { findAccess } from "./features/accounts/accounts.service";
import { mustSetUpSecondFactor } from "./features/accounts/second-factors";
import { needsSetup } from "./features/accounts/setup.service";
import { adminRoutes } from "./features/admin/admin.routes";
import { announcementsRoutes } from "./features/announcements/announcements.routes";
import { visitorListPage } from "./features/announcements/announcements.service";
import { apiKeysRoutes } from "./features/api-keys/api-keys.routes";
import { appealsRoutes } from "./features/appeals/appeals.routes";
import { contactRoutes } from "./features/contact/contact.routes";
import { discordRoutes } from "./features/discord/discord.routes";
import { downloadsRoutes } from "./features/downloads/downloads.routes";
import { healthRoutes } from "./features/health/health.routes";
import { menusRoutes } from "./features/menus/menus.routes";
import { registerLinkServer } from "./features/minecraft-link/link-server.lifecycle";
import { minecraftLinkRoutes } from "./features/minecraft-link/minecraft-link.routes";
import { newsNetworksRoutes } from "./features/news-networks/news-networks.routes";
import { pagesRoutes } from "./features/pages/pages.routes";
import { seedPrivacyPage } from "./features/pages/pages.seed";
import { patchingRoutes } from "./features/patching/patching.routes";
import { profilesRoutes } from "./features/profiles/profiles.routes";
import { punishedFirstPage, punishmentsRoutes } from "./features/punishments/punishments.routes";
import { ranksRoutes } from "./features/ranks/ranks.routes";
import { serverStatusRoutes } from "./features/server-status/server-status.routes";
import { createServerStatusService } from "./features/server-status/server-status.service";
import { languageRoutes } from "./features/site/language.routes";
import { siteConfigBody } from "./features/site/site.config";
import { pageHeadResolver } from "./features/site/site.head";
import { siteRoutes } from "./features/site/site.routes";
import { createSiteAssetsCopy, headIcons } from "./features/site/site-assets.cache";
import { homeView } from "./features/site/site-home.service";
import { createLookCache } from "./features/site/site-look.service";
import { createSiteSettingsCache, type SiteSettingsCache } from "./features/site/site-settings.cache";
import { themeRoutes } from "./features/site/theme.routes";
import { type DiscordSeam, registerJobs } from "./jobs";
import { DiskFullSignal } from "./lib/disk-full";
import { errorBody } from "./lib/errors";
import { logDestination } from "./lib/log-destination";
import { requestLogSerializer } from "./lib/log-redaction";
import { createMailer, type Mailer } from "./lib/mail";
import { mediaRoot } from "./lib/media";
import { createSettingsCopy, type SettingsCopy } from "./lib/settings-copy";
import botCheck from "./plugins/bot-check";
import compression from "./plugins/compression";
import csrf from "./plugins/csrf";
import errors, { answerFrameworkError } from "./plugins/errors";
import guard from "./plugins/guard";
import lingeringClose from "./plugins/lingering-close";
import locale from "./plugins/locale";
import modules, { inModule } from "./plugins/modules";
import securityHeaders from "./plugins/security-headers";
import session from "./plugins/session";
import spa from "./plugins/spa";
import translateAnswers from "./plugins/translate-answers";

export interface BuildOptions {
  /** An existing database (tests); otherwise one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
  /** Serve the built web app (default true). */
  serveWeb?: boolean;
  /** Where log lines go (default standard output); tests read them. */
  logStream?: { write(line: string): void };
  /** Sees every route as it is added (the fuzzer takes its targets from Fastify's own route table). */
  onRoute?: (route: RouteOptions) => void;
  /** Tests only: the Discord sender's receiver and waits (never discord.com from a test). */
  discord?: DiscordSeam;
}

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    mailer: Mailer;
    /** The last write that failed for want of disk space, for /readyz. */
    diskFull: DiskFullSignal;
    /** The site's settings (issue 30), this instance's copy at most 2 s old. */
    siteSettings: SiteSettingsCache;
    /** The site's logo and icons (issue 30), this instance's copy at most 2 s old. */
    siteAssets: SettingsCopy<SiteAssets>;
    /** The home page as visitors see it (issue 30), this instance's copy at most 2 s old. */
    siteHome: SettingsCopy<HomeView>;
    /** The site's look (issue 30: colours, default theme), this instance's copy at most 2 s old. */
    siteLook: SettingsCopy<Look>;
  }
}

/**
 * A hop count trusts that many proxies nearest to the server (the client is the address the last of
 * them appended to X-Forwarded-For); Fastify's types take it as a function.
 */
function toTrustProxy(value: Config["TRUST_PROXY"]) {
  return typeof value === "number" ? (_address: string, hop: number) => hop < value : value;
}

async function readAppSecret(database: DatabaseHandle): Promise<string> {
  const row = await database.db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", "app_secret")
    .executeTakeFirstOrThrow();
  return row.value;
}

/** The whole application, ready to listen or to be driven with inject() in tests. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Reset and verification links carry their token in the query: it never reaches a log.
      serializers: { req: requestLogSerializer },
      stream: options.logStream ?? logDestination(),
    },
    genReqId: () => randomUUID(),
    trustProxy: toTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // A folder or file name in a path is up to 255 bytes, three times that percent-encoded.
    routerOptions: { maxParamLength: 800 },
    frameworkErrors: answerFrameworkError,
  });
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ?? createDatabase(config, (error) => app.log.warn({ err: error }, "database connection lost"));
  if (!options.database) app.addHook("onClose", async () => database.db.destroy());
  await migrateToLatest(database.db);
  const siteSettings = createSiteSettingsCache(database.db, config);
  // The privacy policy becomes a page once per site (issue 30), where the site's name is known.
  const { site_name, default_locale } = await siteSettings.get();
  await seedPrivacyPage(database.db, { name: site_name, publicUrl: config.publicUrl, locale: default_locale });
  app.decorate("siteSettings", siteSettings);
  const siteAssets = createSiteAssetsCopy(database.db);
  app.decorate("siteAssets", siteAssets);
  app.decorate(
    "siteHome",
    createSettingsCopy(() => homeView(database.db)),
  );
  app.decorate("siteLook", createLookCache(database.db));
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("mailer", createMailer(config, app.log));
  app.decorate("diskFull", new DiskFullSignal());
  // Mail sent after an answer (notifications, reset links) finishes before the database closes.
  app.addHook("onClose", async () => app.mailer.settled());
  const { db } = database;

  await app.register(errors);
  await app.register(lingeringClose, {});
  // Before any route: @fastify/compress attaches itself to each route as it is added.
  await app.register(compression);
  await app.register(securityHeaders, { config });
  await app.register(fastifyCookie);
  await app.register(csrf, { config, secret: await readAppSecret(database) });
  await app.register(session, { db, config, findAccess });
  await app.register(locale, { siteDefault: async () => (await siteSettings.get()).default_locale });
  await app.register(translateAnswers);
  await app.register(modules, { isOn: siteSettings.isOn });
  await app.register(guard, { db, mustSetUp: mustSetUpSecondFactor });
  await app.register(botCheck, { config, db, secret: await readAppSecret(database) });
  // Defaults only: uploads are read through lib/multipart.ts, which sets each route's own limits.
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 20 } });
  mkdirSync(mediaRoot(config.dataDir), { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaRoot(config.dataDir),
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    wildcard: true,
    index: false,
    // Names are random and never reused, so a picture can be cached for good.
    setHeaders: (reply) => reply.header("cache-control", "public, max-age=31536000, immutable"),
  });

  await app.register(healthRoutes);
  await app.register(siteRoutes, { config });
  await app.register(themeRoutes);
  await app.register(languageRoutes);
  await app.register(accountsRoutes, { appSecret: await readAppSecret(database) });
  await app.register(contactRoutes);
  await app.register(announcementsRoutes);
  // One cache for the API and the page the server sends, which draws the status it holds (issue 33).
  const serverStatus = createServerStatusService(config, app.log);
  await app.register(serverStatusRoutes, { status: serverStatus });
  await app.register(profilesRoutes);
  await app.register(minecraftLinkRoutes);
  await app.register(punishmentsRoutes);
  // The modules an owner can switch off: every route of the scope answers 404 while it is off.
  await app.register(async (scope) => {
    scope.addHook("onRoute", inModule("appeals"));
    await scope.register(appealsRoutes);
  });
  await app.register(adminRoutes);
  await app.register(pagesRoutes);
  await app.register(menusRoutes);
  await app.register(ranksRoutes);
  await app.register(apiKeysRoutes);
  await app.register(discordRoutes, { appSecret: await readAppSecret(database) });
  await app.register(async (scope) => {
    scope.addHook("onRoute", inModule("mycolony2"));
    await scope.register(newsNetworksRoutes);
  });
  await app.register(async (scope) => {
    scope.addHook("onRoute", inModule("downloads"));
    await scope.register(downloadsRoutes);
  });
  await app.register(patchingRoutes);
  // The Minecraft link server (issue 32, with LINK_SERVER_PORT): started once the app is ready.
  registerLinkServer(app);
  // After every plugin: closed first (onClose runs last-added first), so jobs end before the database.
  await registerJobs(app, { appSecret: await readAppSecret(database), discord: options.discord });

  if (options.serveWeb !== false) {
    await app.register(spa, {
      distDir: config.webDistDir,
      embedded: async () => ({
        ...siteConfigBody(config, await siteSettings.get(), await siteAssets.get()),
        needs_setup: await needsSetup(db),
      }),
      headIcons: async () => headIcons(await siteAssets.get()),
      headFor: pageHeadResolver(db, config, async () => (await siteSettings.get()).site_name),
      look: async () => {
        const look = await app.siteLook.get();
        return { defaultTheme: look.default_theme, css: lookCss(look) };
      },
      // The instance's copy of the home page, as GET /core/api/home/ answers it (read again after 2 s).
      home: () => app.siteHome.get(),
      // A visitor's first page, through the answer's schema, as GET /announcements/api/list/?page=1 sends it
      // to a visitor who is not signed in (the same read, shared for a moment).
      announcements: async () => announcementListSchema.parse(await visitorListPage(db, 1)),
      punished: () => punishedFirstPage(db),
      // The status held now, if any: the page never waits for the game server.
      serverStatus: async () => serverStatus.peek(),
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody(404, msg("Not found."))));
  }
  return app;
}
