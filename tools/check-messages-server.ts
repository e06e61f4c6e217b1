// npm run check's "messages: server" (issue 31): the server's and the shared schemas' catalogues
// match the messages the code writes. `--list` prints every source with where it is used.
import { root } from "../scripts/lib.mjs";
import { checkServerMessages, disagreementsWithWebApp, sourcesInCode } from "./lib/server-messages";

if (process.argv.includes("--list")) {
  for (const entry of sourcesInCode(root).values())
    console.log(`${JSON.stringify(entry.source)}\t${entry.places.join(" ")}`);
}
const problems = [...checkServerMessages(root), ...disagreementsWithWebApp(root)];
for (const problem of problems) console.log(problem);
if (problems.length > 0) {
  console.log(`${problems.length} problem(s) with the server's message catalogues`);
  process.exit(1);
}
