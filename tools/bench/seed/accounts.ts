// 100,000 accounts for the owner console's people search, written straight into a freshly migrated
// database (SQLite or PostgreSQL) in large batches; the schema comes from the app's migrations. The
// owner who searches them is made as an owner makes one (site.ts createUser) and signs in over HTTP.
import { randomBytes } from "node:crypto";
import type { Db } from "@bastion/server";
import { mulberry32 } from "@bastion/shared";

export const ACCOUNTS = 100_000;
const BATCH = 1000;

const SYLLABLES = ["ar", "bel", "cor", "dra", "en", "fal", "gor", "hel", "ir", "jax", "kel", "lor", "mir", "nox"];
const MORE = ["or", "pix", "quin", "ra", "sil", "tor", "ul", "vex", "wyn", "xan", "yor", "zed", "creep", "blaze"];
const WORDS = ["Miner", "Crafter", "Knight", "Wolf", "Fox", "Slayer", "King", "Pro", "Gamer", "Builder", "Ninja"];
const DOMAINS = ["gmail.com", "outlook.com", "yahoo.com", "proton.me", "icloud.com", "web.de", "mail.ru", "school.edu"];

/** Unique usernames like the ones players pick: syllables, a word or digits. */
function usernames(random: () => number): string[] {
  const pick = (list: string[]) => list[Math.floor(random() * list.length)] ?? "";
  const names = new Set<string>();
  const all = [...SYLLABLES, ...MORE];
  while (names.size < ACCOUNTS) {
    let name = "";
    for (let i = 0; i < 2 + Math.floor(random() * 2); i += 1) name += pick(all);
    name = name.charAt(0).toUpperCase() + name.slice(1);
    const style = Math.floor(random() * 3);
    if (style === 0) name += pick(WORDS);
    else if (style === 1) name += String(Math.floor(random() * 10_000));
    else name = `${name}_${pick(WORDS)}`;
    if (name.length >= 3 && name.length <= 30) names.add(name);
  }
  return [...names];
}

/** Fills a migrated database with ACCOUNTS accounts (3% unverified, 1% deactivated, some in groups). */
export async function fillAccounts(db: Db): Promise<void> {
  const random = mulberry32(14);
  const names = usernames(random);
  const start = Date.parse("2022-01-01T00:00:00Z");
  const span = Date.parse("2026-11-01T00:00:00Z") - start;
  // One real-looking argon2id string: the search never reads it, but rows should be their real width.
  const hash = `$argon2id$v=19$m=19456,t=2,p=1$${randomBytes(16).toString("base64")}$${randomBytes(32).toString("base64")}`;
  for (let offset = 0; offset < ACCOUNTS; offset += BATCH) {
    const rows = names.slice(offset, offset + BATCH).map((username, index) => {
      const email = `${username.toLowerCase().replace("_", ".")}${random() < 0.3 ? Math.floor(random() * 100) : ""}@${DOMAINS[Math.floor(random() * DOMAINS.length)]}`;
      const joined = new Date(start + (span * (offset + index)) / ACCOUNTS).toISOString();
      return {
        username,
        username_key: username.toLowerCase(),
        email,
        email_key: email.toLowerCase(),
        password_hash: hash,
        is_verified: random() < 0.03 ? 0 : 1,
        is_active: random() < 0.01 ? 0 : 1,
        profile_img: null,
        about_me: random() < 0.3 ? "I mostly build castles and farms on the survival server." : "",
        date_joined: joined,
        last_login: random() < 0.7 ? joined : null,
      };
    });
    await db.insertInto("users").values(rows).execute();
  }
  const groups = new Map(
    (await db.selectFrom("groups").select(["id", "name"]).execute()).map((group) => [group.name, group.id]),
  );
  const groupId = (name: string) => {
    const id = groups.get(name);
    if (id === undefined) throw new Error(`The migrations made no '${name}' group.`);
    return id;
  };
  const memberships: { user_id: number; group_id: number }[] = [];
  for (let id = 1; id <= ACCOUNTS; id += 1) {
    if (random() < 0.0005) memberships.push({ user_id: id, group_id: groupId("administrators") });
    else if (random() < 0.005) memberships.push({ user_id: id, group_id: groupId("downloads") });
    else if (random() < 0.001) memberships.push({ user_id: id, group_id: groupId("patching") });
  }
  for (let offset = 0; offset < memberships.length; offset += BATCH) {
    await db
      .insertInto("user_groups")
      .values(memberships.slice(offset, offset + BATCH))
      .execute();
  }
}
