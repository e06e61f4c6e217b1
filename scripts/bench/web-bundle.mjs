// First-load JavaScript of the home route: the entry chunk, the home page's lazy chunk,
// and every chunk they import statically, gzipped. Budget: 150 KB.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { webDist } from "../lib.mjs";

const BUDGET_KB = 150;
const HOME_MODULE = "src/app/home/home-page.tsx";

export async function run() {
  const manifest = JSON.parse(readFileSync(join(webDist, ".vite/manifest.json"), "utf8"));
  const files = new Set();
  const visit = (key) => {
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
function wire(manifest, scripts) {
  const styles = new Set();
  for (const chunk of Object.values(manifest)) {
    if (scripts.has(chunk.file)) for (const css of chunk.css ?? []) styles.add(css);
  }
  const sent = (file) => {
    const path = join(webDist, file);
    return existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size;
  };
  const parts = [["index.html", sent("index.html")]];
  for (const file of [...scripts, ...styles]) parts.push([file, sent(file)]);
  const total = parts.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024;
  console.log("Web: first load of the home route on the wire (HTML + JS + CSS, brotli)");
  for (const [file, bytes] of parts) console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  console.log(
    `  ${total.toFixed(1).padStart(7)} KB  total (target ≤ ${BUDGET_KB} KB): ${total <= BUDGET_KB ? "ok" : "MISSED"}`,
  );
}
