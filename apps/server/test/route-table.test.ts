import { readFileSync } from "node:fs";
import { API_PATHS, API_PREFIXES, apiPath, isApiPath, MEDIA_PREFIX, SERVER_PATHS, WEB_PAGES } from "@bastion/shared";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { createTestApp, type TestApp } from "./app";

// Issue 28.7: every path the server answers is written once, in packages/shared/src/api-paths.ts;
// the server registers its routes from that table and the web app builds its calls from it. These
// hold the table and Fastify's own route table equal, and the lint rule that refuses a path written
// as a literal (lint/no-api-path-literal.grit) in step with the table's prefixes.

const apiPaths: string[] = Object.values(API_PATHS).flatMap((area) => Object.values(area));
const serverPaths: string[] = Object.values(SERVER_PATHS);
const table = new Set([...apiPaths, ...serverPaths]);
/** The uploaded pictures: one wildcard route of @fastify/static below the prefix. */
const MEDIA_ROUTE = `${MEDIA_PREFIX}*`;
/** A game server's or a probe's path (neither a trailing slash nor a file's extension or `:file` name): either way. */
const slashOptional = (path: string) => !path.endsWith("/") && !/(?:\.[a-z]+|:file)$/.test(path);

let t: TestApp;
const registered = new Set<string>();

beforeAll(async () => {
  // altcha (the default, unlike the test apps' "none") adds the bot check's challenge route.
  t = await createTestApp({ BOT_CHECK: "altcha" });
  const second = await buildApp(t.config, {
    database: t.database.handle,
    serveWeb: false,
    onRoute: (route: RouteOptions) => registered.add(route.url),
  });
  await second.close();
});
afterAll(() => t.close());

describe("the route table of paths", () => {
  it("names each path once", () => {
    expect(apiPaths.length + serverPaths.length).toBe(table.size);
  });

  it("is answered by the server: every path has a route, a game server's or a probe's with and without a slash", () => {
    const missing = [...table].filter((path) => !registered.has(path));
    const withoutTwin = [...table].filter((path) => slashOptional(path) && !registered.has(`${path}/`));
    expect(missing).toEqual([]);
    expect(withoutTwin).toEqual([]);
    expect(registered.has(MEDIA_ROUTE)).toBe(true);
  });

  it("holds every route the server registers", () => {
    const inTable = (url: string) =>
      table.has(url) || url === MEDIA_ROUTE || (table.has(url.slice(0, -1)) && slashOptional(url.slice(0, -1)));
    expect([...registered].filter((url) => !inTable(url))).toEqual([]);
  });

  it("keeps the API under the API's prefixes and everything else outside them", () => {
    expect(apiPaths.filter((path) => !isApiPath(path))).toEqual([]);
    expect(serverPaths.filter((path) => isApiPath(path))).toEqual([]);
  });

  it("fills a path's segments, each encoded as one segment", () => {
    expect(apiPath(API_PATHS.admin.person, { id: 7 })).toBe("/admin/api/people/7/");
    expect(apiPath(API_PATHS.downloads.subfolder, { folder: "Mods & maps", subfolder: "1.21/a?b#c" })).toBe(
      "/files/api/files/get/subfolder/Mods%20%26%20maps/1.21%2Fa%3Fb%23c/",
    );
    expect(apiPath(API_PATHS.patching.current, { target: "survival" })).toBe("/api/v1/patches/survival/current");
    expect(apiPath(API_PATHS.session.login)).toBe("/users/api/login/");
  });

  it("types a path's parameters: each :name is asked for, and nothing else", () => {
    // The lines below do not compile (tsc runs on the tests in `npm run check`); at run time they
    // still build a path, which is all this test needs of them.
    // @ts-expect-error a path with an :id needs its value
    expect(apiPath(API_PATHS.admin.person)).toBe("/admin/api/people/undefined/");
    // @ts-expect-error a path without parameters takes none
    expect(apiPath(API_PATHS.admin.people, { id: 1 })).toBe("/admin/api/people/");
    // @ts-expect-error the parameter is named as in the path
    expect(apiPath(API_PATHS.profiles.user, { name: "Steve" })).toBe("/users/api/user-profile/undefined/");
  });
});

/** The lint rule's two patterns (a path literal, and the web's pages under /api/ it lets be), as JavaScript regexes. */
function lintPatterns(): { refused: RegExp; allowed: RegExp } {
  const rule = readFileSync(new URL("../../../lint/no-api-path-literal.grit", import.meta.url), "utf8");
  const [refused, allowed] = [...rule.matchAll(/r"((?:[^"\\]|\\.)*)"/g)].map((match) => new RegExp(match[1] ?? ""));
  if (!refused || !allowed) throw new Error("lint/no-api-path-literal.grit: expected two regex patterns");
  return { refused, allowed };
}

describe("the lint rule against path literals (lint/no-api-path-literal.grit)", () => {
  const { refused, allowed } = lintPatterns();
  const flags = (literal: string) => refused.test(literal) && !allowed.test(literal);
  const example = (path: string) => path.replace(/:([A-Za-z_]+)/g, "$1").replace(/\*$/, "x");

  it("refuses every path of the table and every API prefix, as a string, a template or after the site's address", () => {
    const paths = [...table, ...API_PREFIXES.map((prefix) => `${prefix}anything/`)].map(example);
    const literals = paths.flatMap((path) => [`"${path}"`, `'${path}'`, `\`${path}\``, `\`\${publicUrl}${path}\``]);
    expect(literals.filter((literal) => !flags(literal))).toEqual([]);
  });

  it("lets every page of the web app be written", () => {
    const pages = WEB_PAGES.flatMap((page) => [example(page), `${example(page)}/`]);
    const literals = pages.flatMap((page) => [`"${page}"`, `\`${page}\${search}\``]);
    expect(literals.filter((literal) => flags(literal))).toEqual([]);
  });
});
