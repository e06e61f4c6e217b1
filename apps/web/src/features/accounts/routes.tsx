import type { RouteObject } from "react-router";
import { lazyPage } from "../../components/routing/lazy-page";

/** Login, registration, verification and password reset. */
export const accountsRoutes: RouteObject[] = [
  {
    path: "login",
    ...lazyPage(
      () => import("./components/login-page"),
      (m) => m.LoginPage,
    ),
  },
  {
    path: "register",
    ...lazyPage(
      () => import("./components/register-page"),
      (m) => m.RegisterPage,
    ),
  },
  {
    path: "verify/:username",
    ...lazyPage(
      () => import("./components/verify-account-page"),
      (m) => m.VerifyAccountPage,
    ),
  },
  {
    path: "setup",
    ...lazyPage(
      () => import("./components/setup-page"),
      (m) => m.SetupPage,
    ),
  },
  {
    path: "forgot-password",
    ...lazyPage(
      () => import("./components/forgot-password-page"),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: "forgot-password/:username",
    ...lazyPage(
      () => import("./components/reset-password-page"),
      (m) => m.ResetPasswordPage,
    ),
  },
];
