// 100,000 accounts for the owner console's people search, written straight into a freshly migrated
// database (SQLite or PostgreSQL) in large batches; the schema comes from the app's migrations.
import { createHash, randomBytes } from "node:crypto";
import { seededRandom } from "./punishments-data.mjs";

export const ACCOUNTS = 100_000;
const BATCH = 1000;

const SYLLABLES = ["ar", "bel", "cor", "dra", "en", "fal", "gor", "hel", "ir", "jax", "kel", "lor", "mir", "nox"];
const MORE = ["or", "pix", "quin", "ra", "sil", "tor", "ul", "vex", "wyn", "xan", "yor", "zed", "creep", "blaze"];
const WORDS = ["Miner", "Crafter", "Knight", "Wolf", "Fox", "Slayer", "King", "Pro", "Gamer", "Builder", "Ninja"];
const DOMAINS = ["gmail.com", "outlook.com", "yahoo.com", "proton.me", "icloud.com", "web.de", "mail.ru", "school.edu"];

/** Unique usernames like the ones players pick: syllables, a word or digits. */
function usernames(random) {
  const names = new Set();
  const all = [...SYLLABLES, ...MORE];
  while (names.size < ACCOUNTS) {
    let name = "";
    for (let i = 0; i < 2 + Math.floor(random() * 2); i += 1) name += all[Math.floor(random() * all.length)];
    name = name[0].toUpperCase() + name.slice(1);
    const style = Math.floor(random() * 3);
    if (style === 0) name += WORDS[Math.floor(random() * WORDS.length)];
    else if (style === 1) name += String(Math.floor(random() * 10_000));
    else name = `${name}_${WORDS[Math.floor(random() * WORDS.length)]}`;
    if (name.length >= 3 && name.length <= 30) names.add(name);
  }
  return [...names];
}

/**
 * Fills a migrated database with ACCOUNTS accounts (3% unverified, 1% deactivated, some in groups)
 * plus one owner, and a session for the owner. Returns the owner's session token.
 */
export async function fillAccounts(db) {
  const random = seededRandom(14);
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
  const groups = Object.fromEntries(
    (await db.selectFrom("groups").select(["id", "name"]).execute()).map((group) => [group.name, group.id]),
  );
  const memberships = [];
  for (let id = 1; id <= ACCOUNTS; id += 1) {
    if (random() < 0.0005) memberships.push({ user_id: id, group_id: groups.administrators });
    else if (random() < 0.005) memberships.push({ user_id: id, group_id: groups.downloads });
    else if (random() < 0.001) memberships.push({ user_id: id, group_id: groups.patching });
  }
  for (let offset = 0; offset < memberships.length; offset += BATCH) {
    await db
      .insertInto("user_groups")
      .values(memberships.slice(offset, offset + BATCH))
      .execute();
  }
  const now = new Date().toISOString();
  const owner = await db
    .insertInto("users")
    .values({
      username: "BenchOwner",
      username_key: "benchowner",
      email: "owner@bench.example",
      email_key: "owner@bench.example",
      password_hash: hash,
      is_verified: 1,
      is_active: 1,
      profile_img: null,
      date_joined: now,
      last_login: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("user_groups").values({ user_id: owner.id, group_id: groups.owner }).execute();
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("sessions")
    .values({
      id_hash: createHash("sha256").update(token).digest("hex"),
      user_id: owner.id,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      ip: "127.0.0.1",
      user_agent: "bench",
    })
    .execute();
  return token;
}
