import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_PATHS } from "@bastion/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { readMailFolder } from "../../../test/mail";

// Issue 31, languages: which language a request is answered in (the visitor's choice, else the
// account's, else the browser's, else the site's default), and the switcher that chooses it.

const SHELL = `<!doctype html>
<html lang="en" data-bs-theme="dark">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Community website of our Minecraft server: live status, news, punishments and appeals." />
    <title>Bastion</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const SIGNED_OUT_DE = "Dafür musst du angemeldet sein.";
const SIGNED_OUT_ES = "Tienes que iniciar sesión para hacer eso.";
const FORBIDDEN_PT = "Você não tem permissão para fazer isso.";
const SIGNED_OUT_EN = "You must be signed in to do that.";

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "bastion-language-"));
  writeFileSync(join(dist, "index.html"), SHELL);
  t = await createTestApp({}, { serveWeb: true, webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

async function signedIn(userId: number) {
  const client = new TestClient(t.app);
  await client.signInAs(t.db, userId);
  return client;
}

/** The words of an answer a person reads: a 401's message from a route that needs an account. */
const signedOutMessage = async (client: TestClient, headers: Record<string, string> = {}) =>
  (await client.get(API_PATHS.profiles.own, headers)).json().message;

const htmlTag = async (client: TestClient, headers: Record<string, string> = {}) =>
  /<html[^>]*>/.exec((await client.get("/", headers)).body)?.[0];

describe("the language of an answer", () => {
  it("of a sign-in is the account's: the welcome is in its language, unless this browser chose one", async () => {
    const user = await buildUser(t.db);
    await t.db.updateTable("users").set({ locale: "de" }).where("id", "=", user.id).execute();
    const credentials = { email: user.email, password: user.password };
    const visitor = new TestClient(t.app);
    const welcome = await visitor.post(API_PATHS.session.login, credentials, { "accept-language": "en" });
    expect(welcome.statusCode).toBe(200);
    expect(welcome.json().message).toBe(`Willkommen zurück, ${user.username}!`);
    // The visitor's own choice (the switcher's cookie) still comes first.
    const chooser = new TestClient(t.app);
    await chooser.post(API_PATHS.site.language, { locale: "es" });
    const chosen = await chooser.post(API_PATHS.session.login, credentials, { "accept-language": "en" });
    expect(chosen.json().message).not.toContain("Willkommen");
    expect(chosen.json().message).toContain(user.username);
  });

  it("follows Accept-Language, else the site's default, and says it varies with it", async () => {
    const visitor = new TestClient(t.app);
    const response = await visitor.get(API_PATHS.profiles.own, { "accept-language": "de-AT, en;q=0.5" });
    expect(response.json().message).toBe(SIGNED_OUT_DE);
    expect(String(response.headers.vary)).toMatch(/Accept-Language/);
    expect(String(response.headers.vary)).toMatch(/Cookie/);
    expect(await signedOutMessage(visitor, { "accept-language": "fr, es;q=0.8" })).toBe(SIGNED_OUT_ES);
    // None we ship: the site's default, English until the owner picks another.
    expect(await signedOutMessage(visitor, { "accept-language": "fr" })).toBe(SIGNED_OUT_EN);
    expect(await signedOutMessage(visitor)).toBe(SIGNED_OUT_EN);
  });

  it("takes the visitor's cookie first, then the account's, then the browser's, and ignores a bad cookie", async () => {
    const user = await buildUser(t.db);
    await t.db.updateTable("users").set({ locale: "pt-BR" }).where("id", "=", user.id).execute();
    const member = await signedIn(user.id);
    // The account's language beats the browser's.
    expect(await htmlTag(member, { "accept-language": "de" })).toContain('lang="pt-BR"');
    // The cookie beats the account's.
    member.cookies.set("bastion_lang", "es");
    expect(await htmlTag(member, { "accept-language": "de" })).toContain('lang="es"');
    // A cookie naming no language we have is ignored.
    member.cookies.set("bastion_lang", "klingon");
    expect(await htmlTag(member, { "accept-language": "de" })).toContain('lang="pt-BR"');
    const visitor = new TestClient(t.app);
    visitor.cookies.set("bastion_lang", 'x"><script>');
    expect(await htmlTag(visitor, { "accept-language": "de" })).toBe(
      '<html lang="de" dir="ltr" data-bs-theme="dark" data-default-theme="dark">',
    );
  });
});

describe("API messages", () => {
  it("give a shared schema's field errors in German", async () => {
    const response = await new TestClient(t.app).post(
      API_PATHS.contact.send,
      { name: "", email: "not an address", message: "Hallo" },
      { "accept-language": "de" },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: "Bitte korrigiere die markierten Felder.",
      errors: { name: ["Name ist erforderlich."], email: ["Gib eine gültige E-Mail-Adresse ein."] },
    });
  });

  it("give a rate limit with its minutes in Spanish", async () => {
    const visitor = new TestClient(t.app);
    const form = { name: "Ana", email: "ana@example.test", message: "Hola" };
    const headers = { "accept-language": "es-ES,es;q=0.9" };
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await visitor.post(API_PATHS.contact.send, form, headers)).statusCode).toBe(201);
    }
    // Two and a half minutes later, the hour's window has 58 minutes left.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 150_000);
    try {
      const refused = await visitor.post(API_PATHS.contact.send, form, headers);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe("Ya has enviado varios mensajes. Inténtalo de nuevo en 58 minutos.");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("e-mails", () => {
  it("are written in the recipient's language: a verification e-mail to a pt-BR account is in Portuguese", async () => {
    const user = await buildUser(t.db, { verified: false });
    await t.db.updateTable("users").set({ locale: "pt-BR" }).where("id", "=", user.id).execute();
    // Signing in before verifying sends a new link; the browser asks for German, the mail follows the account.
    const response = await new TestClient(t.app).post(
      API_PATHS.session.login,
      { email: user.email, password: user.password, "g-recaptcha-response": "" },
      { "accept-language": "de" },
    );
    expect(response.statusCode).toBe(412);
    expect(response.json().message).toMatch(/^Dein Konto ist noch nicht bestätigt\./);
    const mail = readMailFolder(join(t.config.dataDir, "outbox")).find((sent) => sent.to.includes(user.email));
    expect(mail?.subject).toBe("Verifique sua conta no Bastion");
    expect(mail?.text).toContain(`Olá, ${user.username},`);
    expect(mail?.text).toContain("O link vale por 24 horas.");
    expect(mail?.text).toContain("Verificar minha conta:");
    expect(mail?.html).toContain('<html lang="pt-BR">');
    expect(mail?.html).toContain("Ou abra este endereço:");
  });
});

describe("the page shell", () => {
  it("is written in the browser's language: <html lang> and our own description", async () => {
    const response = await new TestClient(t.app).get("/", { "accept-language": "de" });
    expect(response.body).toContain('<html lang="de" dir="ltr"');
    expect(response.body).toContain(
      '<meta name="description" content="Community-Website unseres Minecraft-Servers: Live-Status, Neuigkeiten, Strafen und Einsprüche." />',
    );
    expect(String(response.headers.vary)).toMatch(/Accept-Encoding.*Accept-Language.*Cookie/);
    // The English page is still the English one: nothing cached mixes the languages.
    const english = (await new TestClient(t.app).get("/")).body;
    expect(english).toContain('<html lang="en" dir="ltr"');
    expect(english).toContain("Community website of our Minecraft server");
  });

  it("is right to left in the ar-XB pseudo-locale", async () => {
    const visitor = new TestClient(t.app);
    visitor.cookies.set("bastion_lang", "ar-XB");
    expect(await htmlTag(visitor)).toBe('<html lang="ar-XB" dir="rtl" data-bs-theme="dark" data-default-theme="dark">');
  });
});

describe("POST /users/api/language/", () => {
  it("remembers a visitor's choice in a cookie for a year, and answers in it from then on", async () => {
    const visitor = new TestClient(t.app);
    const response = await visitor.post(API_PATHS.site.language, { locale: "de" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ locale: "de" });
    const cookie = response.cookies.find((c) => c.name === "bastion_lang");
    expect(cookie).toMatchObject({ value: "de", path: "/", sameSite: "Lax", maxAge: 365 * 24 * 60 * 60 });
    expect(await signedOutMessage(visitor, { "accept-language": "es" })).toBe(SIGNED_OUT_DE);
  });

  it("saves a signed-in member's choice on the account, which another browser then follows", async () => {
    const user = await buildUser(t.db);
    const member = await signedIn(user.id);
    expect((await member.get(API_PATHS.session.activeUser)).json().locale).toBeNull();
    expect((await member.post(API_PATHS.site.language, { locale: "pt-BR" })).json()).toEqual({ locale: "pt-BR" });
    expect((await member.get(API_PATHS.session.activeUser)).json().locale).toBe("pt-BR");
    const otherBrowser = await signedIn(user.id);
    expect(await htmlTag(otherBrowser, { "accept-language": "de" })).toContain('lang="pt-BR"');
    const forbidden = await otherBrowser.get(API_PATHS.admin.settings, { "accept-language": "de" });
    expect(forbidden.json().message).toBe(FORBIDDEN_PT);
    // A visitor has no account language.
    expect((await new TestClient(t.app).get(API_PATHS.session.activeUser)).json().locale).toBeUndefined();
  });

  it("goes back to the site default with null: the account's and the cookie's choice are forgotten", async () => {
    const user = await buildUser(t.db);
    const member = await signedIn(user.id);
    await member.post(API_PATHS.site.language, { locale: "de" });
    expect(member.cookies.get("bastion_lang")).toBe("de");

    const response = await member.post(API_PATHS.site.language, { locale: null }, { "accept-language": "es" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ locale: "es" });
    const cookie = response.cookies.find((c) => c.name === "bastion_lang");
    expect(cookie).toMatchObject({ value: "", path: "/" });
    expect(member.cookies.has("bastion_lang")).toBe(false);
    expect((await member.get(API_PATHS.session.activeUser)).json().locale).toBeNull();
    // The browser's language applies again, else the site's default.
    const forbidden = await member.get(API_PATHS.admin.settings, { "accept-language": "pt-BR" });
    expect(forbidden.json().message).toBe(FORBIDDEN_PT);
    expect((await member.post(API_PATHS.site.language, { locale: null })).json()).toEqual({ locale: "en" });
  });

  it("keeps a pseudo-locale in the cookie only, never on the account", async () => {
    const user = await buildUser(t.db);
    const member = await signedIn(user.id);
    await member.post(API_PATHS.site.language, { locale: "es" });
    const response = await member.post(API_PATHS.site.language, { locale: "en-XA" });
    expect(response.json()).toEqual({ locale: "en-XA" });
    expect(member.cookies.get("bastion_lang")).toBe("en-XA");
    expect((await member.get(API_PATHS.session.activeUser)).json().locale).toBe("es");
    expect(await htmlTag(member)).toContain('lang="en-XA"');
  });

  it("refuses a language we do not have, with the field's error, in the request's language", async () => {
    const visitor = new TestClient(t.app);
    const response = await visitor.post(API_PATHS.site.language, { locale: "fr" }, { "accept-language": "de" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Bitte korrigiere die markierten Felder.");
    expect(response.json().errors.locale).toEqual([expect.any(String)]);
    expect(visitor.cookies.has("bastion_lang")).toBe(false);
  });

  it("needs the CSRF token like every other write", async () => {
    const response = await new TestClient(t.app).request({
      method: "POST",
      url: API_PATHS.site.language,
      payload: { locale: "de" },
      csrf: false,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("csrf_failed");
  });
});
