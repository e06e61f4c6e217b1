import { readFileSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import { z } from "zod";
import { SERVER_ROOT } from "../../runtime/server-root";

// What a backup holds, written as its last member: enough to check it whole before anything is
// restored (every member's size and SHA-256), and to refuse one the code cannot take (a newer schema).

export const MANIFEST_MEMBER = "manifest.json";
export const DATABASE_MEMBER = "database/bastion.sqlite";
/** The folders of DATA_DIR a backup carries (the outbox, locks and backups themselves are left out). */
export const FILE_FOLDERS = ["media", "downloads", "patches"] as const;
export const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

const memberSchema = z.object({
  path: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal(1),
  app: z.object({ name: z.string(), version: z.string() }),
  created_at: z.string(),
  dialect: z.enum(["sqlite", "postgres"]),
  /** The applied migrations, oldest first; `latest` is the schema's version. */
  schema: z.object({ latest: z.string().nullable(), migrations: z.array(z.string()) }),
  /** Rows per table when the backup was taken. */
  counts: z.record(z.string(), z.number().int().nonnegative()),
  database_included: z.boolean(),
  members: z.array(memberSchema),
});
export type BackupManifest = z.infer<typeof manifestSchema>;
export type ManifestMember = z.infer<typeof memberSchema>;

/** The app's version, from apps/server/package.json. */
export function appVersion(): string {
  const text = readFileSync(join(SERVER_ROOT, "package.json"), "utf8");
  return (JSON.parse(text) as { version?: string }).version ?? "unknown";
}

const FOLDER_MEMBER = new RegExp(`^files/(${FILE_FOLDERS.join("|")})/[^\\0\\\\]+$`);

/**
 * Whether an archive member may be written under `root`: only the names a backup has, never an
 * absolute path, a `..`, an empty segment or a backslash, so nothing lands outside the staging folder.
 */
export function safeMemberPath(root: string, name: string): string | undefined {
  if (name !== MANIFEST_MEMBER && name !== DATABASE_MEMBER && !FOLDER_MEMBER.test(name)) return undefined;
  if (name.split("/").some((part) => part === "" || part === "." || part === "..")) return undefined;
  const target = resolve(root, name);
  return target.startsWith(root + sep) ? target : undefined;
}
