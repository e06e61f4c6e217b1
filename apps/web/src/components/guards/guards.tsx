import type { Requirement, SiteModule } from "@bastion/shared";
import { Outlet } from "react-router";
import { can, useActiveUser } from "../../lib/auth/active-user";
import { useModuleOn } from "../../lib/site-config";
import { ForbiddenPage, MustBeLoggedInPage, NotFoundPage } from "../errors/pages";
import { PageSpinner } from "../feedback/page-spinner";

/** Child routes need a signed-in user; others see the must-be-logged-in page. */
export function RequireAuth() {
  const { data: user, isPending } = useActiveUser();
  if (isPending) return <PageSpinner />;
  if (!user?.is_authenticated) return <MustBeLoggedInPage />;
  return <Outlet />;
}

/** Child routes need a group or permission; the server refuses the same calls. */
export function RequireAccess({ requirement }: { requirement: Requirement }) {
  const { data: user, isPending } = useActiveUser();
  if (isPending) return <PageSpinner />;
  if (!user?.is_authenticated) return <MustBeLoggedInPage />;
  if (!can(user, requirement)) return <ForbiddenPage />;
  return <Outlet />;
}

/** Child routes belong to a module the owner can switch off (issue 30): while it is off, the not-found page. */
export function RequireModule({ module }: { module: SiteModule }) {
  if (!useModuleOn(module)) return <NotFoundPage />;
  return <Outlet />;
}
