import type { FastifyPluginAsync } from "fastify";
import { createLitebansSync, type LitebansConfig, plainTextWarning } from "./litebans.service";

/**
 * The LiteBans sync inside the server when LITEBANS_DATABASE_URL is set: it starts once the app is
 * ready and stops (after the slice it is writing, letting its lease go) when the app closes.
 */
export const litebansSync: FastifyPluginAsync<{ config: LitebansConfig }> = async (app, { config }) => {
  if (!config.LITEBANS_DATABASE_URL) return;
  const plainText = plainTextWarning(config);
  if (plainText) app.log.warn(plainText);
  const runner = createLitebansSync(app.database.db, config, {
    info: (line) => app.log.info(line),
    warn: (line) => app.log.warn(line),
  });
  app.addHook("onReady", async () => runner.start());
  app.addHook("onClose", async () => runner.stop());
};
