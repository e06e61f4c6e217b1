import type { RouteObject } from "react-router";
import { lazyPage } from "../../components/routing/lazy-page";

/** Login, registration, verification and password reset. */
export const accountsRoutes: RouteObject[] = [
  {
    path: "login",
    handle: { title: "accounts.login.title" },
    ...lazyPage(
      () => import("./components/login-page"),
      (m) => m.LoginPage,
      ["accounts"],
    ),
  },
  {
    path: "register",
    handle: { title: "accounts.register.title" },
    ...lazyPage(
      () => import("./components/register-page"),
      (m) => m.RegisterPage,
      ["accounts"],
    ),
  },
  {
    path: "verify/:username",
    handle: { title: "accounts.verify.title" },
    ...lazyPage(
      () => import("./components/verify-account-page"),
      (m) => m.VerifyAccountPage,
      ["accounts"],
    ),
  },
  {
    path: "setup",
    handle: { title: "accounts.setup.title" },
    ...lazyPage(
      () => import("./components/setup-page"),
      (m) => m.SetupPage,
      ["accounts"],
    ),
  },
  {
    path: "forgot-password",
    handle: { title: "accounts.forgotPassword.title" },
    ...lazyPage(
      () => import("./components/forgot-password-page"),
      (m) => m.ForgotPasswordPage,
      ["accounts"],
    ),
  },
  {
    path: "forgot-password/:username",
    handle: { title: "accounts.resetPassword.title" },
    ...lazyPage(
      () => import("./components/reset-password-page"),
      (m) => m.ResetPasswordPage,
      ["accounts"],
    ),
  },
];
