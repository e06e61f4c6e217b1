import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderApp } from "../../../../test/render";
import { activateLocale } from "../../../lib/i18n";

// Lazy routes load slowly while other suites run in parallel.

type Answer = { status?: number; body?: unknown };

function renderRegister(answers: { register?: () => Answer; resend?: () => Answer }) {
  const bodies: Record<string, unknown[]> = { register: [], resend: [] };
  renderApp("/register/", {
    handler: (url, init) => {
      if (url.pathname === "/users/api/register/" && answers.register) {
        bodies.register?.push(JSON.parse(String(init?.body)));
        return answers.register();
      }
      if (url.pathname === "/users/api/register/resend/" && answers.resend) {
        bodies.resend?.push(JSON.parse(String(init?.body)));
        return answers.resend();
      }
      return undefined;
    },
  });
  return bodies;
}

async function fill(values: { username?: string; email?: string; password1?: string; password2?: string }) {
  if (values.username) await userEvent.type(await screen.findByLabelText("Username"), values.username);
  if (values.email) await userEvent.type(screen.getByLabelText("E-mail"), values.email);
  if (values.password1) await userEvent.type(screen.getByLabelText("Password"), values.password1);
  if (values.password2) await userEvent.type(screen.getByLabelText("Confirm password"), values.password2);
  await userEvent.click(screen.getByRole("button", { name: "Register" }));
}

const steve = {
  username: "Steve",
  email: "steve@example.org",
  password1: "emerald-pickaxe-42",
  password2: "emerald-pickaxe-42",
};
const created = {
  status: 201,
  body: { message: "Your account was created.", pin: "the-pin", email: "steve@example.org", mail_sent: true },
};

describe("register page", { timeout: 20_000 }, () => {
  it("needs every field and matching passwords before calling the server", async () => {
    const bodies = renderRegister({ register: () => created });
    await screen.findByLabelText("Username");
    await fill({});
    expect(await screen.findAllByText("This field is required.")).toHaveLength(4);
    await fill({ ...steve, password2: "emerald-pickaxe-43" });
    expect(await screen.findAllByText("passwords must match")).not.toHaveLength(0);
    expect(bodies.register).toHaveLength(0);
  });

  it("shows the server's field errors under their fields (password under Password)", async () => {
    renderRegister({
      register: () => ({
        status: 400,
        body: {
          message: "Please correct the highlighted fields.",
          errors: {
            username: ["That username is taken."],
            password: ["This password is too common or too easy to guess."],
          },
        },
      }),
    });
    await fill(steve);
    expect(await screen.findByText("That username is taken.")).toBeInTheDocument();
    const password = screen.getByLabelText("Password");
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("This password is too common or too easy to guess.")).toBeInTheDocument();
  });

  it("shows the e-mail-sent screen, resends, and shows the max-attempts screen after the limit", async () => {
    let resendStatus = 200;
    const bodies = renderRegister({
      register: () => created,
      resend: () =>
        resendStatus === 200
          ? { body: { message: "We sent a new verification link." } }
          : {
              status: 429,
              body: { message: "You have reached the maximum number of resend attempts. Try again in 58 minutes." },
            },
    });
    await fill(steve);
    expect(await screen.findByRole("heading", { name: "Verify your e-mail" })).toBeInTheDocument();
    expect(screen.getByText("steve@example.org")).toBeInTheDocument();
    expect(bodies.register?.[0]).toMatchObject({ username: "Steve", password1: "emerald-pickaxe-42" });

    await userEvent.click(screen.getByRole("button", { name: "Resend verification e-mail" }));
    expect(await screen.findByRole("heading", { name: "Verification e-mail resent" })).toBeInTheDocument();
    expect(bodies.resend?.[0]).toEqual({ email: "steve@example.org", pin: "the-pin" });

    resendStatus = 429;
    await userEvent.click(screen.getByRole("button", { name: "Resend verification e-mail" }));
    expect(await screen.findByRole("heading", { name: "Maximum resend attempts reached" })).toBeInTheDocument();
    expect(screen.getByText(/Try again in 58 minutes/)).toBeInTheDocument();
  });

  it("says when the e-mail could not be sent", async () => {
    renderRegister({
      register: () => ({
        status: 201,
        body: {
          message:
            "Your account was created, but the verification e-mail could not be sent. Wait a moment and try resend.",
          pin: "p",
          email: "steve@example.org",
          mail_sent: false,
        },
      }),
    });
    await fill(steve);
    expect(await screen.findByText(/could not be sent.*try resend/)).toBeInTheDocument();
  });
});

describe("register page in Spanish", { timeout: 20_000 }, () => {
  afterEach(() => {
    document.documentElement.lang = "en";
  });

  it("registers and tells where the link went, with the limits in words and numbers", async () => {
    await act(() => activateLocale("es"));
    renderRegister({ register: () => created, resend: () => ({ body: { message: "Sent." } }) });
    expect(await screen.findByRole("heading", { name: "Registrarse" })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Nombre de usuario"), steve.username);
    await userEvent.type(screen.getByLabelText("Correo electrónico"), steve.email);
    await userEvent.type(screen.getByLabelText("Contraseña"), steve.password1);
    await userEvent.type(screen.getByLabelText("Confirmar contraseña"), "emerald-pickaxe-43");
    await userEvent.click(screen.getByRole("button", { name: "Registrarse" }));
    expect(await screen.findAllByText("Las contraseñas deben coincidir")).not.toHaveLength(0);

    await userEvent.clear(screen.getByLabelText("Confirmar contraseña"));
    await userEvent.type(screen.getByLabelText("Confirmar contraseña"), steve.password2);
    await userEvent.click(screen.getByRole("button", { name: "Registrarse" }));
    expect(await screen.findByRole("heading", { name: "Verifica tu correo electrónico" })).toBeInTheDocument();
    const sent = screen.getByText(/Hemos enviado un enlace de verificación a/);
    expect(sent).toHaveTextContent(
      "Hemos enviado un enlace de verificación a steve@example.org. Ábrelo para activar tu cuenta y después inicia sesión.",
    );
    expect(screen.getByText("steve@example.org").tagName).toBe("STRONG");
    expect(screen.getByText(/El enlace funciona durante 24 horas\./)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Reenviar correo de verificación" }));
    expect(await screen.findByRole("heading", { name: "Correo de verificación reenviado" })).toBeInTheDocument();
    expect(screen.getByText(/\(el enlace anterior ya no funciona\)/)).toBeInTheDocument();
  });
});
