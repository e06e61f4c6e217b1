import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import {
  type AnyLocale,
  isApiPath,
  msg,
  type PunishedPlayersResponse,
  type ServerStatus,
  webPageStatus,
} from "@bastion/shared";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { preferredEncoding } from "../lib/accept-encoding";
import { errorBody } from "../lib/errors";
import { translate } from "../lib/i18n/translate";
import { appendVary } from "../lib/vary";
import { LOCALE_VARY } from "./locale";
import { type HeadIcons, type PageHead, type PageHeadResolver, renderShell, type ShellLook } from "./spa-head";
import {
  inlineStylesheets,
  isFirstView,
  pageStylesCss,
  renderSkeleton,
  SKELETON_KINDS,
  type SkeletonAnnouncements,
  type SkeletonData,
  type SkeletonHome,
  type SkeletonKind,
  type SkeletonSite,
  skeletonClasses,
  skeletonKind,
  withPageStyles,
  withSkeleton,
} from "./spa-skeleton";

/** How often the shell's file is looked at again, so a rebuild under a running server is picked up. */
const SHELL_RECHECK_MS = 2_000;

/**
 * A page kept for many requests: its bytes, its ETag, and its compressions once made (brotli 11, gzip
 * 9). Each is made the first time a request asks for that encoding, on libuv's threads: made on the
 * event loop, brotli 11 of a page held every request for tens of milliseconds, once per language and
 * kind of page after a start or a change (issue 33). Requests that come before it is ready get a
 * quick compression, as a page made for one request does.
 */
interface RenderedPage {
  body: Buffer;
  etag: string;
  packed: Partial<Record<"br" | "gzip", Buffer>>;
  packing: Set<"br" | "gzip">;
}

const etagOf = (body: Buffer) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

/** A page to keep: compressed once per build and language, when first asked for (RenderedPage). */
function rendered(html: string): RenderedPage {
  const body = Buffer.from(html);
  return { body, etag: etagOf(body), packed: {}, packing: new Set() };
}

const isRendered = (page: RenderedPage | { body: Buffer; etag: string }): page is RenderedPage => "packed" in page;

/** The kept page in `encoding`: its best compression once made, a quick one until then. */
function packedPage(page: RenderedPage, encoding: "br" | "gzip"): Buffer {
  const made = page.packed[encoding];
  if (made) return made;
  if (!page.packing.has(encoding)) {
    page.packing.add(encoding);
    const keep = (error: Error | null, bytes: Buffer) => {
      if (error) page.packing.delete(encoding);
      else page.packed[encoding] = bytes;
    };
    if (encoding === "br") brotliCompress(page.body, keep);
    else gzip(page.body, { level: 9 }, keep);
  }
  return compress(page.body, encoding);
}

/** A page made for one request: a quick brotli, as the compression plugin does for other answers. */
const compress = (body: Buffer, encoding: "br" | "gzip") =>
  encoding === "br"
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body, { level: 6 });

/**
 * The description apps/web/index.html carries, ours (not the owner's): it is written in the page's
 * language while it is this text.
 */
const BUILT_DESCRIPTION = msg("Community website of our Minecraft server: live status, news, punishments and appeals.");

/** The description the built index.html carries, the default of every page. */
const templateDescription = (template: string) =>
  /<meta name="description" content="([^"]*)"/
    .exec(template)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&") ?? "";

/** What the page shell needs of the site's configuration: its name and description head every page. */
interface EmbeddedConfig extends SkeletonSite {
  description: string;
}

interface ShellOptions {
  /**
   * The browser's site configuration, written into every page (GET /api/site-config/ answers the
   * same). Asked for each page: the owner's settings change it without a restart (issue 30).
   */
  embedded: () => Promise<EmbeddedConfig>;
  /** The icons and manifest the head links (issue 30), asked for each page like `embedded`. */
  headIcons?: () => Promise<HeadIcons>;
  /** The site's look (default theme and colours), asked for each page like `embedded`. */
  look?: () => Promise<ShellLook>;
  /**
   * The home page's view (GET /core/api/home/ answers the same), asked for each visit of the home
   * page: its skeleton draws the owner's hero, and the app starts from it (issue 33).
   */
  home?: () => Promise<SkeletonHome>;
  /**
   * The announcements' first page as a visitor gets it (GET /announcements/api/list/?page=1), asked
   * for each visit of the home page and the list: the list's skeleton draws its cards, and the app
   * starts from it on both.
   */
  announcements?: () => Promise<SkeletonAnnouncements>;
  /**
   * The punishments' first page (GET /punished/api/list/?page=1 answers the same), asked for each
   * visit of /punished/: the list's first view draws its rows, and the app starts from it.
   */
  punished?: () => Promise<PunishedPlayersResponse>;
  /** The game server's status held now, without waiting (undefined: none yet); drawn on the home page. */
  serverStatus?: () => Promise<ServerStatus | undefined>;
}

/**
 * index.html, kept in memory: it is the answer to every page load, and under load reading it from
 * disk for each one queued behind everything else the server was doing. Re-read when its file changes.
 * The site's own page (its name and defaults) is rendered and compressed once per build; a page with
 * a head of its own (an announcement) is rendered when asked.
 */
function shellFrom(indexPath: string, options: ShellOptions) {
  let template = "";
  /** index.html for each kind of skeleton, with the critical CSS of that kind's classes (issue 33). */
  let templates = new Map<SkeletonKind, string>();
  let description = "";
  /** The rules of the other pages' stylesheet that a first view's lists need (the punishments' table). */
  let pageStyles = "";
  /** The site's own page in each language and skeleton asked for so far (a handful of each). */
  const pages = new Map<string, RenderedPage>();
  let mtimeMs = -1;
  let checkedAt = 0;
  let embeddedJson = "";
  /** The data each kind of skeleton kept was drawn from: a change draws that kind's pages again. */
  const drawnFrom = new Map<SkeletonKind, string>();
  /** Re-reads index.html when it changed; a change of it or of `json` forgets every language's page. */
  const load = (json: string) => {
    try {
      const stat = statSync(indexPath);
      if (stat.mtimeMs !== mtimeMs) {
        const built = readFileSync(indexPath, "utf8");
        templates = new Map(
          SKELETON_KINDS.map((kind) => [kind, inlineStylesheets(built, dirname(indexPath), skeletonClasses(kind))]),
        );
        template = templates.get("other") ?? built;
        pageStyles = pageStylesCss(dirname(indexPath), skeletonClasses("punished"));
        description = templateDescription(template) || BUILT_DESCRIPTION;
        pages.clear();
      }
      if (json !== embeddedJson) pages.clear();
      mtimeMs = stat.mtimeMs;
      embeddedJson = json;
    } catch {
      // Gone for a moment (a rebuild): keep serving what we have.
    }
  };
  /** One look-up of a skeleton's data; a failed one leaves its place to placeholders, as the app's own. */
  const lookUp = async <T>(read: (() => Promise<T>) | undefined) => {
    try {
      return await read?.();
    } catch {
      return undefined;
    }
  };
  /** What the skeleton of `kind` is drawn from: the home page's hero, the announcements' first page. */
  const dataFor = async (kind: SkeletonKind): Promise<SkeletonData> => {
    if (kind === "home")
      return {
        home: await lookUp(options.home),
        announcements: await lookUp(options.announcements),
        status: await lookUp(options.serverStatus),
      };
    if (kind === "announcements") return { announcements: await lookUp(options.announcements) };
    if (kind === "punished") return { punished: await lookUp(options.punished) };
    return {};
  };
  /** The site's description, else the built one, which is ours and so in the page's language. */
  const descriptionIn = (embedded: EmbeddedConfig, locale: AnyLocale) =>
    embedded.description || translate(description, locale);
  /** The page as rendered for `locale`, with the skeleton of `kind` in #root (issue 33). */
  const render = (
    head: PageHead,
    embedded: EmbeddedConfig,
    icons: HeadIcons | undefined,
    look: ShellLook | undefined,
    locale: AnyLocale,
    kind: SkeletonKind,
    data: SkeletonData = {},
  ) => {
    const shell = renderShell(templates.get(kind) ?? template, head, embedded.site_name, embedded, icons, look, locale);
    const styled = kind === "punished" && isFirstView(kind, data, embedded) ? withPageStyles(shell, pageStyles) : shell;
    return withSkeleton(styled, renderSkeleton(kind, locale, embedded, data), data);
  };
  const current = async (locale: AnyLocale, kind: SkeletonKind = "other") => {
    const embedded = await options.embedded();
    const icons = await options.headIcons?.();
    const look = await options.look?.();
    // The icons and the look are part of what the page is rendered from: a change renders it again.
    const json = JSON.stringify([embedded, icons, look]);
    if (Date.now() - checkedAt > SHELL_RECHECK_MS || json !== embeddedJson) {
      checkedAt = Date.now();
      load(json);
    }
    const data = await dataFor(kind);
    const dataJson = JSON.stringify(data);
    if (drawnFrom.get(kind) !== dataJson) {
      // The home page or the announcements changed: this kind's pages are drawn again.
      for (const stale of [...pages.keys()].filter((name) => name.endsWith(`|${kind}`))) pages.delete(stale);
      drawnFrom.set(kind, dataJson);
    }
    const key = `${locale}|${kind}`;
    let page = pages.get(key);
    if (!page && template) {
      const head: PageHead = {
        title: embedded.site_name,
        description: descriptionIn(embedded, locale),
        type: "website",
      };
      page = rendered(render(head, embedded, icons, look, locale, kind, data));
      pages.set(key, page);
    }
    return page ?? rendered("");
  };
  return {
    current,
    /** A page with its own head, made for this one request. */
    async withHead(head: PageHead, locale: AnyLocale): Promise<{ body: Buffer; etag: string }> {
      if (!template) await current(locale);
      const embedded = await options.embedded();
      const look = await options.look?.();
      const body = Buffer.from(
        render(
          {
            ...head,
            description: head.description ? translate(head.description, locale) : descriptionIn(embedded, locale),
          },
          embedded,
          await options.headIcons?.(),
          look,
          locale,
          "other",
        ),
      );
      return { body, etag: etagOf(body) };
    },
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached (but
 * revalidated by its ETag), and index.html for every other GET that is not an API path, so deep
 * links work: with a 200 for the web app's pages, the error pages' own statuses and a 404 for any
 * other path (packages/shared/src/web-routes.ts).
 */
interface SpaOptions extends ShellOptions {
  distDir: string;
  /** What a page is about, from its path (given by app.ts: plugins know no feature). */
  headFor?: PageHeadResolver;
}

async function spaPlugin(app: FastifyInstance, opts: SpaOptions) {
  const indexPath = join(opts.distDir, "index.html");
  const built = existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      // One route per built file, found at start: directories and unknown files fall through to index.html.
      wildcard: false,
      // The build writes .br and .gz beside each text asset (vite.config.ts): sent by content negotiation.
      preCompressed: true,
      index: false,
      setHeaders(reply, path) {
        // Vite's assets/ carry a content hash in their names: they never change.
        if (path.startsWith(join(opts.distDir, "assets")))
          reply.header("cache-control", "public, max-age=31536000, immutable");
        else if (path === indexPath) reply.header("cache-control", "no-cache");
        else reply.header("cache-control", "public, max-age=3600");
      },
    });
  } else {
    app.log.warn(`web app not built (${indexPath} missing): run 'npm run build'`);
  }

  const shell = built ? shellFrom(indexPath, opts) : undefined;

  /** The page's own head, or undefined for the site's defaults; a failed look-up still serves the page. */
  async function headOf(path: string): Promise<PageHead | undefined> {
    try {
      return await opts.headFor?.(path);
    } catch (error) {
      app.log.warn({ err: error, path }, "page head look-up failed; serving the default head");
      return undefined;
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const [path = "/", query = ""] = request.url.split("?");
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !isApiPath(path);
    if (!wantsPage) return reply.status(404).send(errorBody(404, msg("Not found.")));
    if (!shell) {
      return reply.status(503).type("text/plain").send("The web app is not built yet. Run 'npm run build'.");
    }
    // The same page for every path (the browser shows what the path is), with the status the
    // path deserves: an unknown one is a 404 to search engines and monitors, not a 200.
    const status = webPageStatus(path);
    const head = status === 200 ? await headOf(path) : undefined;
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    const locale = await request.locale();
    const kind = status === 200 ? skeletonKind(path, query) : "other";
    const page = head ? await shell.withHead(head, locale) : await shell.current(locale, kind);
    reply.status(status).header("cache-control", "no-cache");
    appendVary(reply, "Accept-Encoding", ...LOCALE_VARY);
    // A validator only where a 304 may stand for the answer: preconditions do not apply to an
    // error's answer (RFC 9110 §13.2.1).
    if (status === 200) {
      reply.header("etag", page.etag);
      if (request.headers["if-none-match"] === page.etag) return reply.status(304).send();
    }
    if (encoding) reply.header("content-encoding", encoding);
    reply.type("text/html; charset=utf-8");
    if (!encoding) return reply.send(page.body);
    return reply.send(isRendered(page) ? packedPage(page, encoding) : compress(page.body, encoding));
  });
}

export default fp(spaPlugin, { name: "spa" });
