import { act, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "../../lib/i18n";
import { CharacterCounter } from "./character-counter";
import { ColumnHeads } from "./column-heads";
import { ConfirmDialog } from "./confirm-dialog";
import { CopyButton } from "./copy-button";
import { MorePager } from "./more-pager";
import { PageSwitcher } from "./page-switcher";

// Issue 31: the small parts many pages share, whose words are the shell's (common).

describe("shared parts in other languages", () => {
  afterEach(() => {
    document.documentElement.lang = "en";
  });

  it("pages through a list in German, numbers written as German writes them", async () => {
    await act(() => activateLocale("de"));
    render(
      <>
        <PageSwitcher page={2} pageCount={5} label="Seiten" onChange={() => undefined} />
        <MorePager page={3} pageCount={1200} more label="Weitere Seiten" onChange={() => undefined} />
      </>,
    );
    const pages = within(screen.getByRole("navigation", { name: "Seiten" }));
    for (const name of ["Erste Seite", "Vorherige Seite", "Nächste Seite", "Letzte Seite"]) {
      expect(pages.getByRole("button", { name })).toBeInTheDocument();
    }
    expect(pages.getByText("Seite 2 von 5")).toBeInTheDocument();
    expect(pages.getByText("(aktuell)")).toHaveClass("visually-hidden");
    expect(pages.queryByText("Previous")).not.toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Weitere Seiten" })).toHaveTextContent("Seite 3 von 1.200+");
  });

  it("counts, copies, heads tables and asks in Spanish", async () => {
    await act(() => activateLocale("es"));
    render(
      <>
        <CharacterCounter id="count" remaining={1} />
        <CopyButton text="play.example.org" />
        <table>
          <ColumnHeads columns={["Nombre", ""]} />
        </table>
        <ConfirmDialog
          show
          title="¿Eliminar?"
          confirmLabel="Eliminar"
          busy
          onConfirm={() => undefined}
          onCancel={() => undefined}
        >
          Se eliminará.
        </ConfirmDialog>
      </>,
    );
    expect(screen.getByText("Caracteres restantes: 1")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copiar" })).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Acciones" })).toBeInTheDocument();
    const dialog = within(screen.getByRole("dialog", { name: "¿Eliminar?" }));
    expect(dialog.getByRole("button", { name: "Cancelar" })).toBeDisabled();
    expect(dialog.getByRole("button", { name: "Eliminando…" })).toBeDisabled();
    expect(dialog.getByRole("button", { name: "Cerrar" })).toBeInTheDocument();
  });
});
