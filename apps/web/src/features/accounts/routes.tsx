import type { RouteObject } from "react-router";
import { lazyPage } from "../../components/routing/lazy-page";

/** Login, registration, verification and password reset. */
export const accountsRoutes: RouteObject[] = [
  {
    path: "login",
    handle: { title: "Sign in" },
    ...lazyPage(
      () => import("./components/login-page"),
      (m) => m.LoginPage,
    ),
  },
  {
    path: "register",
    handle: { title: "Register" },
    ...lazyPage(
      () => import("./components/register-page"),
      (m) => m.RegisterPage,
    ),
  },
  {
    path: "verify/:username",
    handle: { title: "Verify your account" },
    ...lazyPage(
      () => import("./components/verify-account-page"),
      (m) => m.VerifyAccountPage,
    ),
  },
  {
    path: "setup",
    handle: { title: "Set up your site" },
    ...lazyPage(
      () => import("./components/setup-page"),
      (m) => m.SetupPage,
    ),
  },
  {
    path: "forgot-password",
    handle: { title: "Forgot password" },
    ...lazyPage(
      () => import("./components/forgot-password-page"),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: "forgot-password/:username",
    handle: { title: "Reset your password" },
    ...lazyPage(
      () => import("./components/reset-password-page"),
      (m) => m.ResetPasswordPage,
    ),
  },
];
