// The bench harness's client: what a browser keeps between requests (cookies, the CSRF pair), so a
// bench signs in and writes over HTTP as a person does instead of reaching into the server's sessions.

/** The cookies a site has set, sent back on every request. */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  /** Keeps the cookies of `Set-Cookie` lines (name=value; attributes). */
  keep(setCookie: string[] | string | undefined): void {
    for (const line of typeof setCookie === "string" ? [setCookie] : (setCookie ?? [])) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      if (at > 0) this.#cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  get(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  /** The Cookie header. */
  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/** A visitor of the site at `base`: signs in, reads and writes JSON with its cookies and CSRF pair. */
export class SiteClient {
  readonly jar = new CookieJar();
  #csrf: string | undefined;

  constructor(readonly base: string) {}

  /** The headers a write needs (Cookie, X-CSRFToken, X-XSRF-TOKEN), asking for the CSRF pair once. */
  async writeHeaders(): Promise<Record<string, string>> {
    if (!this.#csrf) {
      const response = await this.get("/api/get_csrf_token/");
      this.#csrf = ((await response.json()) as { csrf_token: string }).csrf_token;
    }
    return { cookie: this.jar.header(), "x-csrftoken": this.#csrf, "x-xsrf-token": this.jar.get("XSRF-TOKEN") ?? "" };
  }

  async get(path: string): Promise<Response> {
    const response = await fetch(this.base + path, { headers: { cookie: this.jar.header() } });
    this.jar.keep(response.headers.getSetCookie());
    return response;
  }

  /** Sends `body` as JSON; an answer that is not a 2xx is an error, with the server's message. */
  async send<T>(method: "POST" | "PUT" | "DELETE", path: string, body: unknown): Promise<T> {
    const headers = { ...(await this.writeHeaders()), "content-type": "application/json" };
    const response = await fetch(this.base + path, { method, headers, body: JSON.stringify(body) });
    this.jar.keep(response.headers.getSetCookie());
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** Signs in as a person does (the bot check is off on bench servers). */
  async signIn(email: string, password: string): Promise<void> {
    await this.send("POST", "/users/api/login/", { email, password, "g-recaptcha-response": "" });
  }
}
