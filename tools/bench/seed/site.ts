// Seeding a bench site through the server's management commands (its public CLI), in this process:
// the same commands an owner runs, without a process each.
import { type Config, loadConfig, runCli } from "@bastion/server";
import type { AnnouncementForm } from "@bastion/shared";
import { SiteClient } from "../harness/site-client";

/** The settings of a bench site: its data folder, SQLite unless `databaseUrl`, quiet, no bot check. */
export const benchConfig = (dataDir: string, databaseUrl = ""): Config =>
  loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", BOT_CHECK: "none" });

/** Runs a management command (`npm run manage -- …`); a failure is an error with its output. */
export async function manage(config: Config, args: string[]): Promise<string> {
  const lines: string[] = [];
  const code = await runCli(args, config, {
    print: (line) => lines.push(line),
    printError: (line) => lines.push(line),
  });
  if (code !== 0) throw new Error(`manage ${args[0]} failed: ${lines.join("\n")}`);
  return lines.join("\n");
}

export interface BenchAccount {
  username: string;
  email: string;
  password: string;
  groups?: string[];
  permissions?: string[];
}

/** A verified account, made as an owner makes one (`manage create-user`). */
export async function createUser(config: Config, account: BenchAccount): Promise<void> {
  const access = [
    ...(account.groups ? ["--groups", account.groups.join(",")] : []),
    ...(account.permissions ? ["--permissions", account.permissions.join(",")] : []),
  ];
  await manage(config, [
    "create-user",
    "--username",
    account.username,
    "--email",
    account.email,
    "--password",
    account.password,
    ...access,
  ]);
}

/**
 * No group must have a second factor (`manage second-factor-groups --none`): the benches sign in as the
 * owner with a password, which the owner group's default rule (docs/decisions/020) would refuse.
 */
export const withoutSecondFactorRule = (config: Config) => manage(config, ["second-factor-groups", "--none"]);

/** Announcements written over HTTP by `author` (an account that may write them), as in the browser; their ids. */
export async function postAnnouncements(
  base: string,
  author: Pick<BenchAccount, "email" | "password">,
  forms: Omit<AnnouncementForm, "g-recaptcha-response">[],
): Promise<number[]> {
  const client = new SiteClient(base);
  await client.signIn(author.email, author.password);
  const ids: number[] = [];
  for (const form of forms) {
    const body: AnnouncementForm = { ...form, "g-recaptcha-response": "" };
    ids.push(
      (await client.send<{ announcement_id: number }>("POST", "/announcements/api/create/", body)).announcement_id,
    );
  }
  return ids;
}
