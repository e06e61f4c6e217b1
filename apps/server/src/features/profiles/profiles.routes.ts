import {
  changePasswordRequestSchema,
  GROUPS,
  messageSchema,
  profileEditResponseSchema,
  profileRedirectSchema,
  profileSchema,
  profileUsernameParamsSchema,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAccess, requireUser } from "../../plugins/guard";
import { changePassword, PASSWORD_CHANGED } from "./password-change.service";
import { readProfileUpload } from "./profile-upload";
import { editProfile, findEditTarget, findProfileFor, getProfileById, PROFILE_SAVED } from "./profiles.service";

export const OWN_PROFILE_PATH = "/users/api/user-profile/";

export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const deps = { db, dataDir: app.config.dataDir };

  app.get(OWN_PROFILE_PATH, { schema: { response: { 200: profileSchema } } }, async (request, reply) => {
    const user = await requireUser(request);
    reply.header("cache-control", "no-store");
    return getProfileById(db, user.id);
  });

  app.get(
    "/users/api/user-profile/:username/",
    { schema: { params: profileUsernameParamsSchema, response: { 200: profileSchema, 308: profileRedirectSchema } } },
    async (request, reply) => {
      const viewer = await requireUser(request);
      reply.header("cache-control", "no-store");
      const found = await findProfileFor(db, viewer, request.params.username);
      if (found.own) {
        return reply
          .code(308)
          .header("location", OWN_PROFILE_PATH)
          .send({ message: "This is your own profile.", location: OWN_PROFILE_PATH });
      }
      return found.profile;
    },
  );

  app.post(
    "/users/api/user-profile/edit/",
    { schema: { response: { 200: profileEditResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const target = await findEditTarget(db, { id: user.id });
      const profile = await editProfile(deps, user, target, await readProfileUpload(request));
      return { message: PROFILE_SAVED, profile };
    },
  );

  app.post(
    "/users/api/user-profile/:username/edit/",
    { schema: { params: profileUsernameParamsSchema, response: { 200: profileEditResponseSchema } } },
    async (request) => {
      const editor = await requireAccess(request, { group: GROUPS.owner });
      const target = await findEditTarget(db, { username: request.params.username });
      const profile = await editProfile(deps, editor, target, await readProfileUpload(request));
      return { message: PROFILE_SAVED, profile };
    },
  );

  app.post(
    "/users/api/password/change/",
    { schema: { body: changePasswordRequestSchema, response: { 200: messageSchema } } },
    async (request) => {
      const user = await requireUser(request);
      await changePassword(db, user, request.body);
      return { message: PASSWORD_CHANGED };
    },
  );
};
