// npm run dev: the API server in watch mode and Vite's dev server (which proxies the API to it).
import { spawn } from "node:child_process";
import { root } from "./lib.mjs";

const children = [
  spawn("npx", ["tsx", "watch", "apps/server/src/main.ts"], { cwd: root, stdio: "inherit" }),
  spawn("npm", ["run", "dev", "--workspace", "apps/web"], { cwd: root, stdio: "inherit" }),
];
console.log("Dev servers starting: open http://localhost:5173 (API on http://localhost:3000)");

function stop(code = 0) {
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop());
process.on("SIGTERM", () => stop());
