import {
  API_PATHS,
  discordDeliverySchema,
  discordTestQueuedSchema,
  discordWebhookFormSchema,
  discordWebhookListSchema,
  discordWebhookSavedSchema,
  idParamsSchema,
  messageSchema,
  msg,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { msgWith } from "../../lib/i18n/translate";
import { OWNER_ONLY } from "../../plugins/guard";
import { OWNER_DANGER, OWNER_WRITE } from "../admin/admin.access";
import * as service from "./discord.service";

/**
 * Discord webhooks (issue 32): the owner console's section. Adding, editing and deleting a webhook
 * re-confirm (OWNER_DANGER: a webhook can carry appeals and contact messages out of the site); a
 * test is an ordinary console write. No answer ever holds a webhook's URL, only its hint.
 */
export const discordRoutes: FastifyPluginAsyncZod<{ appSecret: string }> = async (app, opts) => {
  const { db } = app.database;
  const deps: service.DiscordDeps = { db, key: service.discordKey(opts.appSecret) };
  const noStore = { "cache-control": "private, no-store" };
  const byId = { params: idParamsSchema };

  app.get(
    API_PATHS.discord.webhooks,
    { config: OWNER_ONLY, schema: { response: { 200: discordWebhookListSchema } } },
    async (_request, reply) => {
      reply.headers(noStore);
      return service.listDiscord(db);
    },
  );

  app.post(
    API_PATHS.discord.webhooks,
    { config: OWNER_DANGER, schema: { body: discordWebhookFormSchema, response: { 201: discordWebhookSavedSchema } } },
    async (request, reply) => {
      const webhook = await service.createWebhook(deps, request.body, request.user);
      reply.code(201);
      return { message: msgWith("Added the webhook {name}.", { name: webhook.name }), webhook };
    },
  );

  app.post(
    API_PATHS.discord.webhook,
    {
      config: OWNER_DANGER,
      schema: { ...byId, body: discordWebhookFormSchema, response: { 200: discordWebhookSavedSchema } },
    },
    async (request) => {
      const { webhook, changed } = await service.updateWebhook(deps, request.params.id, request.body, request.user);
      return {
        message: changed ? msgWith("Saved the webhook {name}.", { name: webhook.name }) : msg("Nothing changed."),
        webhook,
      };
    },
  );

  app.delete(
    API_PATHS.discord.webhook,
    { config: OWNER_DANGER, schema: { ...byId, response: { 200: messageSchema } } },
    async (request) => {
      const name = await service.deleteWebhook(db, request.params.id, request.user);
      return { message: msgWith("Deleted the webhook {name}.", { name }) };
    },
  );

  app.post(
    API_PATHS.discord.test,
    { config: OWNER_WRITE, schema: { ...byId, response: { 201: discordTestQueuedSchema } } },
    async (request, reply) => {
      const delivery = await service.queueTest(db, request.params.id, request.user);
      reply.code(201);
      return { message: msg("The test message is on its way."), delivery };
    },
  );

  app.get(
    API_PATHS.discord.delivery,
    { config: OWNER_ONLY, schema: { ...byId, response: { 200: discordDeliverySchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return service.findDelivery(db, request.params.id);
    },
  );
};
