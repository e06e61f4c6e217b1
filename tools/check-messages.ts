// npm run check's message check (issue 31): the web app's catalogues against English and the code.
// `npx tsx tools/check-messages.ts` alone prints every problem, one a line.
import { join } from "node:path";
import { root } from "../scripts/lib.mjs";
import { checkCatalogues } from "./lib/catalogues";

const web = join(root, "apps/web");
const problems = checkCatalogues(root, join(web, "src/locales"), join(web, "src"));
for (const problem of problems) console.log(problem);
if (problems.length > 0) {
  console.log(`${problems.length} problem(s) in the message catalogues (docs/decisions/033).`);
  process.exit(1);
}
console.log("Message catalogues: every language has every key, with English's arguments, and every key is used.");
