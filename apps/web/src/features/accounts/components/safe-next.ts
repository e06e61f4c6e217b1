/** A path that a browser or router may read as another host: //host or /\host. */
const otherHost = (path: string) => /^[/\\]{2}/.test(path);

/**
 * Where to go after login: ?next= only when it is a path on this site (not //host, not a scheme,
 * not back to the account pages), else home. Checked again after normalising, since /.//host and
 * /x/..//host become //host.
 */
export function safeNext(next: string | null): string {
  if (!next?.startsWith("/") || otherHost(next)) return "/";
  try {
    const url = new URL(next, "http://same.site");
    if (url.origin !== "http://same.site") return "/";
    if (otherHost(url.pathname)) return "/";
    if (/^\/(login|register|forgot-password|verify)(\/|$)/.test(url.pathname)) return "/";
    return url.pathname + url.search + url.hash;
  } catch {
    return "/";
  }
}
