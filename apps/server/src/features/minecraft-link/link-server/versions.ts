// The protocol versions the link server speaks: every release from 1.8 to the newest whose login
// packets minecraft-data (read through minecraft-protocol 1.54.0, the tests' client) describes.
// Only release numbers: a snapshot's login packets may differ from its release's.

/** Protocol number -> the first and the last release that speak it. */
const RELEASES: ReadonlyMap<number, readonly string[]> = new Map([
  [47, ["1.8", "1.8.9"]],
  [107, ["1.9"]],
  [108, ["1.9.1"]],
  [109, ["1.9.2"]],
  [110, ["1.9.3", "1.9.4"]],
  [210, ["1.10", "1.10.2"]],
  [315, ["1.11"]],
  [316, ["1.11.1", "1.11.2"]],
  [335, ["1.12"]],
  [338, ["1.12.1"]],
  [340, ["1.12.2"]],
  [393, ["1.13"]],
  [401, ["1.13.1"]],
  [404, ["1.13.2"]],
  [477, ["1.14"]],
  [480, ["1.14.1"]],
  [485, ["1.14.2"]],
  [490, ["1.14.3"]],
  [498, ["1.14.4"]],
  [573, ["1.15"]],
  [575, ["1.15.1"]],
  [578, ["1.15.2"]],
  [735, ["1.16"]],
  [736, ["1.16.1"]],
  [751, ["1.16.2"]],
  [753, ["1.16.3"]],
  [754, ["1.16.4", "1.16.5"]],
  [755, ["1.17"]],
  [756, ["1.17.1"]],
  [757, ["1.18", "1.18.1"]],
  [758, ["1.18.2"]],
  [759, ["1.19"]],
  [760, ["1.19.1", "1.19.2"]],
  [761, ["1.19.3"]],
  [762, ["1.19.4"]],
  [763, ["1.20", "1.20.1"]],
  [764, ["1.20.2"]],
  [765, ["1.20.3", "1.20.4"]],
  [766, ["1.20.5", "1.20.6"]],
  [767, ["1.21", "1.21.1"]],
  [768, ["1.21.2", "1.21.3"]],
  [769, ["1.21.4"]],
  [770, ["1.21.5"]],
  [771, ["1.21.6"]],
  [772, ["1.21.7", "1.21.8"]],
  [773, ["1.21.9", "1.21.10"]],
  [774, ["1.21.11"]],
  [775, ["26.1", "26.1.2"]],
]);

/** Where the login packets changed shape (https://minecraft.wiki/w/Java_Edition_protocol/Packets). */
export const PROTOCOL = {
  /** 1.19: Login Start carries the player's signing key; Encryption Response a signature instead of the token. */
  signedLogin: 759,
  /** 1.19.1: Login Start may also carry the player's UUID. */
  loginUuid: 760,
  /** 1.19.3: the signing key and signature are gone again. */
  unsignedLogin: 761,
  /** 1.20.2: Login Start's UUID is no longer optional. */
  requiredUuid: 764,
  /** 1.20.5: Encryption Request says whether the client must authenticate. */
  shouldAuthenticate: 766,
} as const;

const numbers = [...RELEASES.keys()];
const newest = numbers[numbers.length - 1] ?? 0;

export const NEWEST_PROTOCOL = newest;

/** The versions spoken, as a player reads them: "1.8–26.1.2". */
export const SUPPORTED_VERSIONS = `${RELEASES.get(numbers[0] ?? 0)?.[0]}–${RELEASES.get(newest)?.at(-1)}`;

export function isSupported(protocol: number): boolean {
  return RELEASES.has(protocol);
}
