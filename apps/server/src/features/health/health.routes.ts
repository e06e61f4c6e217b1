import { healthzSchema, readyzSchema, SERVER_PATHS } from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { withAndWithoutSlash } from "../../lib/route-path";
import { publicReadiness, readiness } from "./health.service";

// For load balancers and monitors, asked every few seconds: logged only when something is wrong
// (a probe per second at info level would drown the log), never rate limited, never CSRF-checked
// (GETs), never cached. Both spellings answer, so a probe configured with a trailing slash works too.
const QUIETER_THAN_WARN = new Set(["error", "fatal", "silent"]);

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // A route's logLevel replaces the app's: keep the app's when it is already quieter than warn.
  const level = app.config.LOG_LEVEL;
  const probe = { logLevel: QUIETER_THAN_WARN.has(level) ? level : "warn" };
  for (const path of withAndWithoutSlash(SERVER_PATHS.healthz)) {
    app.get(path, { ...probe, schema: { response: { 200: healthzSchema } } }, async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { status: "ok" as const };
    });
  }

  for (const path of withAndWithoutSlash(SERVER_PATHS.readyz)) {
    app.get(
      path,
      { ...probe, schema: { response: { 200: readyzSchema, 503: readyzSchema } } },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const answer = await readiness(app.database.db, app.config.dataDir, app.diskFull);
        if (answer.status === "ready") return answer;
        request.log.warn({ checks: answer.checks }, answer.message);
        return reply.status(503).send(publicReadiness(answer));
      },
    );
  }
};
