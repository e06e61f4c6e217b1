// npm run bench: the project's performance figures. `npm run bench -- web` runs one section;
// `--database postgres` runs the sections that can on a throwaway PostgreSQL instead of SQLite.
import { parseArgs } from "node:util";
import { buildWebIfStale } from "../scripts/lib.mjs";
import type { BenchSection } from "./bench/section";

const sections: Record<string, () => Promise<BenchSection>> = {
  web: () => import("./bench/web-bundle"),
  status: () => import("./bench/server-status"),
  punishments: () => import("./bench/punishments"),
  import: () => import("./bench/import"),
  load: () => import("./bench/load"),
  admin: () => import("./bench/admin"),
  news: () => import("./bench/news"),
  downloads: () => import("./bench/downloads"),
  operations: () => import("./bench/operations"),
  litebans: () => import("./bench/litebans"),
  lighthouse: () => import("./bench/lighthouse"),
  start: () => import("./bench/start"),
};

const { values, positionals: wanted } = parseArgs({
  allowPositionals: true,
  options: { database: { type: "string", default: "sqlite" } },
});
const database = values.database;
if (database !== "sqlite" && database !== "postgres") {
  console.error("--database is sqlite (the default) or postgres.");
  process.exit(1);
}
const names = wanted.length > 0 ? wanted : Object.keys(sections);
for (const name of names) {
  const load = sections[name];
  if (!load) {
    console.error(`Unknown bench section '${name}'. Sections: ${Object.keys(sections).join(", ")}`);
    process.exit(1);
  }
  if (name === "web" || name === "lighthouse") await buildWebIfStale();
  const section = await load();
  await section.run({ database });
}
