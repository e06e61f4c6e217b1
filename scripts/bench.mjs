// npm run bench: the project's performance figures. `npm run bench -- web` runs one section;
// `--database postgres` runs the sections that can on a throwaway PostgreSQL instead of SQLite.
import { parseArgs } from "node:util";
import { buildWebIfStale } from "./lib.mjs";

const sections = {
  web: () => import("./bench/web-bundle.mjs"),
  status: () => import("./bench/server-status.mjs"),
  punishments: () => import("./bench/punishments.mjs"),
  import: () => import("./bench/import.mjs"),
  load: () => import("./bench/load.mjs"),
  admin: () => import("./bench/admin.mjs"),
  news: () => import("./bench/news.mjs"),
  downloads: () => import("./bench/downloads.mjs"),
  operations: () => import("./bench/operations.mjs"),
  litebans: () => import("./bench/litebans.mjs"),
  lighthouse: () => import("./bench/lighthouse.mjs"),
};

const { values, positionals: wanted } = parseArgs({
  allowPositionals: true,
  options: { database: { type: "string", default: "sqlite" } },
});
if (!["sqlite", "postgres"].includes(values.database)) {
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
  await section.run({ database: values.database });
}
