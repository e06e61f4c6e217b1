// npm run bench: the project's performance figures. `npm run bench -- web` runs one section.
import { buildWebIfStale } from "./lib.mjs";

const sections = {
  web: () => import("./bench/web-bundle.mjs"),
  status: () => import("./bench/server-status.mjs"),
  punishments: () => import("./bench/punishments.mjs"),
  operations: () => import("./bench/operations.mjs"),
};

const wanted = process.argv.slice(2);
const names = wanted.length > 0 ? wanted : Object.keys(sections);
for (const name of names) {
  const load = sections[name];
  if (!load) {
    console.error(`Unknown bench section '${name}'. Sections: ${Object.keys(sections).join(", ")}`);
    process.exit(1);
  }
  if (name === "web") await buildWebIfStale();
  const section = await load();
  await section.run();
}
