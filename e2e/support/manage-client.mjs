// Sends one management command to the e2e server (tools/e2e-server.ts) and prints its output;
// exits 1 when the command failed. Run synchronously by e2e/support/accounts.ts `manage`.
const [url, args] = process.argv.slice(2);
const response = await fetch(url, { method: "POST", body: args });
process.stdout.write(await response.text());
process.exitCode = response.ok ? 0 : 1;
