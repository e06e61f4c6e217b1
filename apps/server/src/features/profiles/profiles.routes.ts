import {
  API_PATHS,
  changePasswordRequestSchema,
  messageSchema,
  msg,
  profileEditResponseSchema,
  profileRedirectSchema,
  profileSchema,
  profileUsernameParamsSchema,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OWNER_ONLY, RECONFIRM, SIGNED_IN } from "../../plugins/guard";
import { changePassword, PASSWORD_CHANGED } from "./password-change.service";
import { readProfileUpload } from "./profile-upload";
import { editProfile, findEditTarget, findProfileFor, getProfileById, PROFILE_SAVED } from "./profiles.service";

export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const deps = { db, dataDir: app.config.dataDir };

  app.get(
    API_PATHS.profiles.own,
    { config: SIGNED_IN, schema: { response: { 200: profileSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return getProfileById(db, request.user.id);
    },
  );

  app.get(
    API_PATHS.profiles.user,
    {
      config: SIGNED_IN,
      schema: { params: profileUsernameParamsSchema, response: { 200: profileSchema, 308: profileRedirectSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const found = await findProfileFor(db, request.user, request.params.username);
      if (found.own) {
        return reply
          .code(308)
          .header("location", API_PATHS.profiles.own)
          .send({ message: msg("This is your own profile."), location: API_PATHS.profiles.own });
      }
      return found.profile;
    },
  );

  app.post(
    API_PATHS.profiles.editOwn,
    { config: SIGNED_IN, schema: { response: { 200: profileEditResponseSchema } } },
    async (request) => {
      const target = await findEditTarget(db, { id: request.user.id });
      const profile = await editProfile(deps, request.user, target, await readProfileUpload(request));
      return { message: PROFILE_SAVED, profile };
    },
  );

  app.post(
    API_PATHS.profiles.edit,
    {
      config: OWNER_ONLY,
      schema: { params: profileUsernameParamsSchema, response: { 200: profileEditResponseSchema } },
    },
    async (request) => {
      const target = await findEditTarget(db, { username: request.params.username });
      const profile = await editProfile(deps, request.user, target, await readProfileUpload(request));
      return { message: PROFILE_SAVED, profile };
    },
  );

  app.post(
    API_PATHS.profiles.changePassword,
    // The current password it asks is not a confirmation of its own: for an account with a second
    // factor, the password is what a thief would have, and a new one ends the owner's sessions.
    {
      config: { ...SIGNED_IN, ...RECONFIRM },
      schema: { body: changePasswordRequestSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await changePassword(db, request.user, request.body);
      return { message: PASSWORD_CHANGED };
    },
  );
};
