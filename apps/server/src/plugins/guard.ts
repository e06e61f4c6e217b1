import { isAllowed, type Requirement } from "@bastion/shared";
import type { FastifyRequest } from "fastify";
import type { AuthUser } from "../auth-user";
import { forbidden, unauthorized } from "../lib/errors";

/** The signed-in user, or a 401. */
export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  return user;
}

/** The signed-in user holding the group or permission (the owner passes every check), or a 401/403. */
export async function requireAccess(request: FastifyRequest, requirement: Requirement): Promise<AuthUser> {
  const user = await requireUser(request);
  if (!isAllowed(user, requirement)) throw forbidden();
  return user;
}

/** The same checks as preHandler hooks, for routes whose whole body needs them. */
export const signedIn = () => async (request: FastifyRequest) => {
  await requireUser(request);
};
export const allowed = (requirement: Requirement) => async (request: FastifyRequest) => {
  await requireAccess(request, requirement);
};
