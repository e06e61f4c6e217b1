/**
 * Where to go after login: ?next= only when it is a path on this site (not //host, not a scheme,
 * not back to the account pages), else home.
 */
export function safeNext(next: string | null): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return "/";
  try {
    const url = new URL(next, "http://same.site");
    if (url.origin !== "http://same.site") return "/";
    if (/^\/(login|register|forgot-password|verify)(\/|$)/.test(url.pathname)) return "/";
    return url.pathname + url.search + url.hash;
  } catch {
    return "/";
  }
}
