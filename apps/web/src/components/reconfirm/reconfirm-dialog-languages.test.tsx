import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { installFakeWebAuthn } from "../../../test/fake-webauthn";
import { fakeServer } from "../../../test/render";
import { api } from "../../lib/api-client";
import { activateLocale } from "../../lib/i18n";
import { ReconfirmProvider } from "./reconfirm-provider";

// Issue 31: "Confirm it's you" opens over any page, so its words come when the server first asks.

function DangerousButton() {
  const [outcome, setOutcome] = useState("");
  return (
    <>
      <button
        type="button"
        onClick={() =>
          api("/danger/", { method: "POST" }).then(
            () => setOutcome("done"),
            (error: Error) => setOutcome(error.message),
          )
        }
      >
        go
      </button>
      <output>{outcome}</output>
    </>
  );
}

function renderDanger(methods: string[]) {
  fakeServer((url, init) => {
    if (url.pathname === "/danger/") return { status: 403, body: { message: "Confirm.", code: "reconfirm_required" } };
    if (url.pathname === "/users/api/reconfirm/" && init?.method !== "POST") {
      return { body: { methods, confirmed_until: "2026-11-28T09:00:00.000Z" } };
    }
    if (url.pathname === "/users/api/reconfirm/passkey/start/") {
      return { body: { challenge: "Y2hhbGxlbmdl", allowCredentials: [{ id: "Y3JlZA", type: "public-key" }] } };
    }
    return undefined;
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ReconfirmProvider>
        <DangerousButton />
      </ReconfirmProvider>
    </QueryClientProvider>,
  );
}

describe("Confirm it's you, in other languages", () => {
  afterEach(() => {
    document.documentElement.lang = "en";
  });

  it("asks for the password in German and says when it is missing", async () => {
    await act(() => activateLocale("de"));
    renderDanger(["password"]);
    await userEvent.click(screen.getByRole("button", { name: "go" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Bestätige, dass du es bist" }));
    expect(
      dialog.getByText(
        "Für diese Änderung musst du bestätigen, dass du es bist: Deine letzte Bestätigung ist schon eine Weile her. Gib dein Passwort ein.",
      ),
    ).toBeInTheDocument();
    await dialog.findByLabelText("Passwort");
    await userEvent.click(dialog.getByRole("button", { name: "Bestätigen" }));
    expect(dialog.getByText("Gib dein Passwort ein.", { selector: ".invalid-feedback" })).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Schließen" })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: "Abbrechen" }));
    // The action left undone says why, in German too.
    expect(
      await screen.findByText("Nicht ausgeführt: Dafür musst du zuerst bestätigen, dass du es bist."),
    ).toBeInTheDocument();
  });

  it("offers the passkey first in Spanish", async () => {
    await act(() => activateLocale("es"));
    renderDanger(["passkey", "code"]);
    await userEvent.click(screen.getByRole("button", { name: "go" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Confirma que eres tú" }));
    expect(await dialog.findByRole("button", { name: "Usar una llave de acceso" })).toBeInTheDocument();
    expect(await dialog.findByLabelText("Código")).toBeInTheDocument();
    expect(dialog.getByText(/Usa tu llave de acceso o introduce un código/)).toBeInTheDocument();
  });

  it("says in Portuguese that the passkey was not used when its prompt is cancelled", async () => {
    const webauthn = installFakeWebAuthn();
    webauthn.get.mockRejectedValue(
      new DOMException("The operation either timed out or was not allowed.", "NotAllowedError"),
    );
    await act(() => activateLocale("pt-BR"));
    renderDanger(["passkey"]);
    await userEvent.click(screen.getByRole("button", { name: "go" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Confirme que é você" }));
    await userEvent.click(await dialog.findByRole("button", { name: "Usar uma chave de acesso" }));
    expect(
      await dialog.findByText("A chave de acesso não foi usada: a solicitação foi cancelada ou expirou."),
    ).toBeInTheDocument();
  });
});
