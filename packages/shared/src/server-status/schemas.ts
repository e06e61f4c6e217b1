import { z } from "zod";

/**
 * GET /api/server-status/: the game server's status as our own server saw it (spec §3, §7).
 * motd.html is made on the server from the MOTD: escaped text in colour and format spans only.
 */
export const serverStatusSchema = z.object({
  online: z.boolean(),
  /** A data:image/png;base64 URL, or null. */
  icon: z.string().nullable(),
  players: z.object({
    online: z.number().int().min(0),
    max: z.number().int().min(0),
  }),
  motd: z.object({ html: z.string() }),
  /** The server's version name, e.g. "Paper 1.21.4". */
  version: z.string().nullable(),
  /** Round trip of the status ping in milliseconds, when measured. */
  latency: z.number().int().min(0).nullable(),
});
export type ServerStatus = z.infer<typeof serverStatusSchema>;

/** The answer when the game server cannot be reached (or none is configured). */
export const OFFLINE_SERVER_STATUS: ServerStatus = {
  online: false,
  icon: null,
  players: { online: 0, max: 0 },
  motd: { html: "" },
  version: null,
  latency: null,
};
