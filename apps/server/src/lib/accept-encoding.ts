export type Encoding = "br" | "gzip";

/**
 * The encoding to answer with for an Accept-Encoding header: brotli when accepted, else gzip, else
 * none. Honours q-values (`br;q=0` refuses brotli) and `*`.
 */
export function preferredEncoding(header: string | string[] | undefined): Encoding | undefined {
  const text = Array.isArray(header) ? header.join(",") : (header ?? "");
  if (!text) return undefined;
  const weights = new Map<string, number>();
  for (const part of text.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: Encoding) => weights.get(encoding) ?? weights.get("*") ?? 0;
  const br = weight("br");
  const gzip = weight("gzip");
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return undefined;
}
