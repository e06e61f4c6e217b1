import {
  API_PATHS,
  accessChangeSchema,
  idParamsSchema,
  messageSchema,
  msg,
  peopleListSchema,
  peopleQuerySchema,
  personChangedSchema,
  personDetailSchema,
  sessionsEndedSchema,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { msgWith } from "../../lib/i18n/translate";
import { OWNER_ONLY } from "../../plugins/guard";
import * as accounts from "../accounts/account-admin.service";
import { unlinkByStaff } from "../minecraft-link/minecraft-link.service";
import { OWNER_DANGER, OWNER_WRITE } from "./admin.access";
import { personDetail } from "./people.service";

/** The people table and one person's page: /admin/api/people/. Owner only, like all of /admin/api/. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const noStore = { "cache-control": "private, no-store" };
  const byId = { params: idParamsSchema };
  const changed = { 200: personChangedSchema };

  app.get(
    API_PATHS.admin.people,
    { config: OWNER_ONLY, schema: { querystring: peopleQuerySchema, response: { 200: peopleListSchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return accounts.searchPeople(db, request.query);
    },
  );

  app.get(
    API_PATHS.admin.person,
    { config: OWNER_ONLY, schema: { ...byId, response: { 200: personDetailSchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return personDetail(db, request.params.id);
    },
  );

  app.post(
    API_PATHS.admin.changeAccess,
    { config: OWNER_DANGER, schema: { ...byId, body: accessChangeSchema, response: changed } },
    async (request) => {
      const { id } = request.params;
      const saved = await accounts.setAccess(db, id, request.body, request.user);
      const person = await personDetail(db, id);
      return {
        message: saved
          ? msgWith("Saved {username}'s groups and permissions.", { username: person.username })
          : msg("Nothing changed."),
        person,
      };
    },
  );

  app.post(
    API_PATHS.admin.verifyPerson,
    { config: OWNER_WRITE, schema: { ...byId, response: changed } },
    async (request) => {
      const { id } = request.params;
      const done = await accounts.markVerified(db, id, request.user);
      const person = await personDetail(db, id);
      const message = done
        ? msgWith("{username} is now verified.", { username: person.username })
        : msgWith("{username} was already verified.", { username: person.username });
      return { message, person };
    },
  );

  app.post(
    API_PATHS.admin.deactivatePerson,
    { config: OWNER_DANGER, schema: { ...byId, response: changed } },
    async (request) => {
      const { id } = request.params;
      const done = await accounts.setActive(db, id, false, request.user);
      const person = await personDetail(db, id);
      const message = done
        ? msgWith("{username} is deactivated: their sessions ended and they cannot sign in.", {
            username: person.username,
          })
        : msgWith("{username} was already deactivated.", { username: person.username });
      return { message, person };
    },
  );

  app.post(
    API_PATHS.admin.reactivatePerson,
    { config: OWNER_DANGER, schema: { ...byId, response: changed } },
    async (request) => {
      const { id } = request.params;
      const done = await accounts.setActive(db, id, true, request.user);
      const person = await personDetail(db, id);
      const message = done
        ? msgWith("{username} can sign in again.", { username: person.username })
        : msgWith("{username} was already active.", { username: person.username });
      return { message, person };
    },
  );

  app.post(
    API_PATHS.admin.endSessions,
    { config: OWNER_WRITE, schema: { ...byId, response: { 200: sessionsEndedSchema } } },
    async (request) => {
      const ended = await accounts.endSessions(db, request.params.id, request.user);
      return { message: msgWith("Ended {ended, plural, one {# session} other {# sessions}}.", { ended }), ended };
    },
  );

  app.post(
    API_PATHS.admin.unlinkMinecraft,
    { config: OWNER_WRITE, schema: { ...byId, response: changed } },
    async (request) => {
      const { id } = request.params;
      const before = await personDetail(db, id);
      const removed = await unlinkByStaff(db, before, request.user);
      const person = await personDetail(db, id);
      const message = removed
        ? msgWith("{username} is no longer linked to the Minecraft account {name}.", {
            username: person.username,
            name: removed.name,
          })
        : msgWith("{username} has no linked Minecraft account.", { username: person.username });
      return { message, person };
    },
  );

  app.delete(
    API_PATHS.admin.person,
    { config: OWNER_DANGER, schema: { ...byId, response: { 200: messageSchema } } },
    async (request) => {
      const username = await accounts.deleteAccount(
        { db, dataDir: app.config.dataDir },
        request.params.id,
        request.user,
      );
      return { message: msgWith("Deleted the account of {username}.", { username }) };
    },
  );
};
