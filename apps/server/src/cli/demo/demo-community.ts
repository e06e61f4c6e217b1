import { CONSOLE_UUID, type PunishmentInput, type PunishmentType } from "@bastion/shared";
import { type Random, seededRandom } from "./random";

// A believable demo community: staff and players, and a few hundred punishments of every type
// over the last eighteen months, some permanent, some expired, some lifted, some by the console.

export interface DemoUser {
  username: string;
  groups: string[];
}

export const DEMO_USERS: DemoUser[] = [
  { username: "Aldric", groups: ["administrators"] },
  { username: "Mira_Stone", groups: ["administrators"] },
  { username: "Quartzwright", groups: ["downloads"] },
  { username: "Redstone_Rae", groups: ["patching", "downloads"] },
  { username: "Pixel_Pam", groups: [] },
  { username: "BirchBoi", groups: [] },
  { username: "EnderEmma", groups: [] },
  { username: "LavaLarry", groups: [] },
  { username: "TorchTom", groups: [] },
  { username: "Cobble_Cara", groups: [] },
  { username: "NetherNed", groups: [] },
  { username: "GlowGwen", groups: [] },
];

const STAFF = ["Aldric", "Mira_Stone", "Mod_Kestrel", "Sentinel_Sam", "Warden_Ivy"];

const FIRST = ["Creeper", "Diamond", "Shadow", "Block", "Ender", "Nether", "Frost", "Lava", "Storm", "Obsidian"];
const MORE_FIRST = ["Wither", "Slime", "Ghast", "Iron", "Emerald", "Mossy", "Cactus", "Blaze", "Copper", "Dusk"];
const SECOND = ["Hunter", "Miner", "Knight", "Builder", "King", "Slayer", "Wolf", "Fox", "Crafter", "Ninja"];
const MORE_SECOND = ["Pro", "Queen", "Wizard", "Bandit", "Rider", "Smith", "Gamer", "Walker", "Archer", "Dragon"];

const REASONS: Record<PunishmentType, string[]> = {
  Ban: [
    "Fly hacking in survival",
    "X-ray resource pack, confirmed by the ore logs",
    "Griefing spawn with TNT",
    "Duplicating items with a chunk-reload exploit",
    "Ban evasion on an alternate account",
    "Kill aura in the PvP arena",
    "Repeated hate speech after two warnings",
    "Advertising another server to new players in private messages",
    "Stealing from the market shops at /warp market",
    "Scamming players in trades (three reports with screenshots)",
  ],
  Mute: [
    "Spamming chat",
    "Excessive caps after a warning",
    "Toxic behaviour towards new players",
    "Advertising in chat",
    "Arguing with staff in global chat; take it to an appeal",
    "Sharing another player's personal information",
    "Inappropriate language",
  ],
  Kick: [
    "AFK in the arena queue",
    "Lag machine at spawn: please remove it before rejoining",
    "Skin breaks rule 4; change it and come back",
    "Chat flooding",
    "Using a disallowed client mod (minimap with entity radar)",
    "Server restart for the weekly update",
  ],
  Warning: [
    "Building too close to another player's claim",
    "Minor griefing: please repair the farm",
    "Swearing in chat",
    "Spawn camping in PvP",
    "Unfair trade; the items were refunded",
    "Leaving redstone clocks running at your base",
    "Begging staff for items",
  ],
};

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const DURATIONS: Record<PunishmentType, { permanent: number; lengths: number[] }> = {
  Ban: { permanent: 0.25, lengths: [HOUR, DAY, 3 * DAY, 7 * DAY, 14 * DAY, 30 * DAY] },
  Mute: { permanent: 0.1, lengths: [10 * 60 * 1000, HOUR, 6 * HOUR, DAY, 7 * DAY] },
  Kick: { permanent: 0, lengths: [0] },
  Warning: { permanent: 0.1, lengths: [30 * DAY] },
};

function playerNames(random: Random, count: number): string[] {
  const names = new Set(DEMO_USERS.filter((user) => user.groups.length === 0).map((user) => user.username));
  while (names.size < count) {
    const first = random.pick(random.chance(0.5) ? FIRST : MORE_FIRST);
    const second = random.pick(random.chance(0.5) ? SECOND : MORE_SECOND);
    const style = random.int(0, 5);
    const name =
      style === 0
        ? `xX_${first}${second}_Xx`
        : style === 1
          ? `${first}_${second}`
          : style === 2
            ? `${first}${second}${random.int(1, 999)}`
            : style === 3
              ? `${first.toLowerCase()}${second.toLowerCase()}`
              : `${first}${second}`;
    if (name.length <= 16) names.add(name);
  }
  return [...names];
}

/** Fewer recent days than old ones would look dead: weight the dates towards the present. */
function pastDate(random: Random, now: number): number {
  const days = 540 * random.next() ** 1.6;
  return now - days * DAY - random.int(0, DAY);
}

function one(
  random: Random,
  type: PunishmentType,
  player: { name: string; uuid: string },
  issuers: Issuer[],
  n: number,
  now: number,
): PunishmentInput {
  const issuer = random.chance(0.2) ? { name: "CONSOLE", uuid: CONSOLE_UUID } : random.pick(issuers);
  const date = pastDate(random, now);
  const rule = DURATIONS[type];
  const until = random.chance(rule.permanent) ? null : date + random.pick(rule.lengths);
  const running = until === null || until > now;
  return {
    id: `demo-${n}`,
    type,
    player: player.name,
    player_uuid: player.uuid,
    reason: random.pick(REASONS[type]),
    actioned_by: issuer.name,
    actioned_by_uuid: issuer.uuid,
    play_time: random.chance(0.05) ? null : random.int(10 * 60, 500 * 60 * 60),
    date: new Date(date).toISOString(),
    until: until === null ? null : new Date(until).toISOString(),
    // A few punishments are lifted early (a successful appeal); kicks end at once.
    is_active: type !== "Kick" && running && !random.chance(0.15),
  };
}

interface Issuer {
  name: string;
  uuid: string;
}

/** The demo's punishments: the same every run, with dates relative to `now`. */
export function demoPunishments(now = Date.now()): PunishmentInput[] {
  const random = seededRandom(20261121);
  const players = playerNames(random, 140).map((name) => ({ name, uuid: random.uuid() }));
  const issuers = STAFF.map((name) => ({ name, uuid: random.uuid() }));
  const plan: [PunishmentType, number][] = [
    ["Ban", 90],
    ["Mute", 85],
    ["Kick", 70],
    ["Warning", 85],
  ];
  const rows: PunishmentInput[] = [];
  for (const [type, count] of plan) {
    for (let index = 0; index < count; index += 1) {
      // Repeat offenders: the first players in the list come up far more often.
      const player = players[Math.floor(players.length * random.next() ** 2)] ?? players[0];
      if (player) rows.push(one(random, type, player, issuers, rows.length + 1, now));
    }
  }
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}
