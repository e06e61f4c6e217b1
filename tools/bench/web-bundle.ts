// First-load JavaScript of the home route: the entry chunk, the home page's lazy chunk,
// and every chunk they import statically, gzipped. Budget: 150 KB.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { webDist } from "../../scripts/lib.mjs";

const BUDGET_KB = 150;
const HOME_MODULE = "src/app/home/home-page.tsx";

/** The parts of Vite's manifest this reads: each chunk's file, its static imports and its styles. */
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

export async function run() {
  const manifest = JSON.parse(readFileSync(join(webDist, ".vite/manifest.json"), "utf8")) as Manifest;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit("index.html");
  visit(HOME_MODULE);
  if (!manifest[HOME_MODULE]) throw new Error(`${HOME_MODULE} is not a chunk of its own: is the home route lazy?`);
  let total = 0;
  const rows = [];
  for (const file of files) {
    const size = gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length;
    total += size;
    rows.push(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
  const kb = total / 1024;
  console.log("Web: first-load JavaScript of the home route (gzip)");
  console.log(rows.join("\n"));
  console.log(
    `  ${kb.toFixed(1).padStart(7)} KB  total (budget ${BUDGET_KB} KB): ${kb <= BUDGET_KB ? "within budget" : "OVER BUDGET"}`,
  );
  wire(manifest, files);
}

/**
 * What a first visit to the home route downloads, as the server sends it to a browser that accepts
 * brotli: the page shell, the scripts above and every stylesheet they bring, each from the .br file
 * the build wrote beside it (or whole when none was worth writing).
 */
function wire(manifest: Manifest, scripts: Set<string>) {
  const styles = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (scripts.has(chunk.file)) for (const css of chunk.css ?? []) styles.add(css);
  }
  const sent = (file: string) => {
    const path = join(webDist, file);
    return existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size;
  };
  const parts: [string, number][] = [["index.html", sent("index.html")]];
  for (const file of [...scripts, ...styles]) parts.push([file, sent(file)]);
  const total = parts.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024;
  console.log("Web: first load of the home route on the wire (HTML + JS + CSS, brotli)");
  for (const [file, bytes] of parts) console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  console.log(
    `  ${total.toFixed(1).padStart(7)} KB  total (target ≤ ${BUDGET_KB} KB): ${total <= BUDGET_KB ? "ok" : "MISSED"}`,
  );
}
