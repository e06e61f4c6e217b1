import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { patchCronSnippet } from "@bastion/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { waitFor } from "../../../test/factories/downloads";
import { buildApiKey, createTarget, publish, sha256 } from "../../../test/factories/patching";
import { freePort } from "../../../test/free-port";

// The shell snippet the /patching/ page offers, run for real with sh, curl and sha256sum against
// the running site: it installs the current patch, does nothing while it is unchanged, and after
// a roll back installs the other one in place of the first.

const run = promisify(execFile);
let t: TestApp;
let port: number;
let dest: string;

beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` });
  await t.app.listen({ port, host: "127.0.0.1" });
  dest = mkdtempSync(join(tmpdir(), "bastion-cron-"));
});
afterAll(async () => {
  rmSync(dest, { recursive: true, force: true });
  await t.close();
});

it("installs the current patch only when it changed, replacing the previous file", async () => {
  const staff = new TestClient(t.app);
  await staff.signInAs(t.db, (await buildUser(t.db, { groups: ["patching"] })).id);
  const target = await createTarget(staff, "Survival");
  const one = randomBytes(100_000);
  const two = randomBytes(120_000);
  await publish(staff, target, "1.0", one, { makeCurrent: true, filename: "Essentials-1.0.jar" });
  const second = await publish(staff, target, "2.0", two, { filename: "Essentials-2.0.jar" });
  const key = await buildApiKey(t.db, ["patches:read"]);
  const script = patchCronSnippet({ publicUrl: `http://127.0.0.1:${port}`, target: "Survival", dest });
  const cron = () => run("sh", ["-c", script], { env: { ...process.env, BASTION_API_KEY: key.key } });
  const downloads = async () => (await t.db.selectFrom("patch_downloads").select("id").execute()).length;

  expect((await cron()).stdout).toBe(`Installed Essentials-1.0.jar (${sha256(one)})\n`);
  expect(readFileSync(join(dest, "Essentials-1.0.jar")).equals(one)).toBe(true);
  await waitFor("the first download's record", async () => (await downloads()) === 1);

  expect((await cron()).stdout).toBe("");
  expect(await downloads()).toBe(1);

  await staff.post(`/patching/api/patches/${second}/make-current/`);
  expect((await cron()).stdout).toBe(`Installed Essentials-2.0.jar (${sha256(two)})\n`);
  expect(readdirSync(dest).sort()).toEqual([".installed", ".sha256", "Essentials-2.0.jar"]);
  expect(readFileSync(join(dest, "Essentials-2.0.jar")).equals(two)).toBe(true);
  await waitFor("the second download's record", async () => (await downloads()) === 2);
});

it("fails loudly (for cron's mail) without a key or with a revoked one, installing nothing", async () => {
  const script = patchCronSnippet({ publicUrl: `http://127.0.0.1:${port}`, target: "Survival", dest: join(dest, "x") });
  await expect(run("sh", ["-c", script], { env: { ...process.env, BASTION_API_KEY: "" } })).rejects.toMatchObject({
    stderr: expect.stringContaining("set BASTION_API_KEY to a key with the patches:read scope"),
  });
  const revoked = await buildApiKey(t.db, ["patches:read"], { revoked: true });
  await expect(
    run("sh", ["-c", script], { env: { ...process.env, BASTION_API_KEY: revoked.key } }),
  ).rejects.toMatchObject({ stderr: expect.stringContaining("401") });
  expect(readdirSync(join(dest, "x"))).toEqual([]);
});

it("is the script the README shows a server owner", () => {
  const readme = readFileSync(join(import.meta.dirname, "../../../../../README.md"), "utf8");
  const shown = patchCronSnippet({ publicUrl: "https://mc.example.org", target: "survival" });
  expect(readme).toContain(`\`\`\`sh\n${shown}\`\`\``);
});
