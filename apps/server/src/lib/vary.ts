import type { FastifyReply } from "fastify";

/** Adds header names to the answer's Vary, each once (a cache keys the answer on them). */
export function appendVary(reply: FastifyReply, ...names: string[]): void {
  const current = String(reply.getHeader("vary") ?? "");
  const have = new Set(
    current
      .split(",")
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  if (have.has("*")) return;
  const added = names.filter((name) => !have.has(name.toLowerCase()));
  if (added.length === 0) return;
  reply.header("vary", [current, ...added].filter(Boolean).join(", "));
}
