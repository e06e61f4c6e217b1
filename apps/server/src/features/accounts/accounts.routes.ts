import { activeUserSchema, loginRequestSchema, loginResponseSchema, messageSchema } from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authenticate } from "./accounts.service";

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/users/api/user-basic-info/",
    { schema: { response: { 200: activeUserSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const user = await request.currentUser();
      if (!user) return { is_authenticated: false, username: null, profile_img: null, groups: [], permissions: [] };
      return {
        is_authenticated: true,
        username: user.username,
        profile_img: user.profile_img,
        groups: user.groups,
        permissions: user.permissions,
      };
    },
  );

  app.post(
    "/users/api/login/",
    { schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const body = request.body;
      await app.botCheck.verify(request, body["g-recaptcha-response"], "login");
      const user = await authenticate(app.database.db, body.email, body.password);
      await app.sessions.start(request, reply, user.id);
      return { message: `Welcome back, ${user.username}!`, username: user.username };
    },
  );

  app.get("/users/api/logout/", { schema: { response: { 200: messageSchema } } }, async (request, reply) => {
    await app.sessions.end(request, reply);
    return { message: "You have been logged out." };
  });
};
