import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "../../lib/i18n";
import { FilePicker } from "../forms/file-picker";
import { DropZone } from "./drop-zone";
import { UploadCancelButton } from "./upload-cancel-button";
import { UploadProgress } from "./upload-progress";

// Issue 31: the upload parts shared by downloads, patching, pictures and the logo, in the language shown.

describe("uploads in other languages", () => {
  afterEach(() => {
    document.documentElement.lang = "en";
  });

  it("offers the drop zone, progress and cancel in German, the percentage written as German writes it", async () => {
    await act(() => activateLocale("de"));
    const { rerender } = render(
      <>
        <DropZone multiple inputLabel="Dateien zum Hochladen" onFiles={() => undefined} />
        <UploadProgress percent={40} />
        <UploadCancelButton sent={false} onCancel={() => undefined} />
      </>,
    );
    expect(screen.getByText("Dateien hierher ziehen oder")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Dateien auswählen" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Fortschritt beim Hochladen" })).toHaveTextContent("40 %");
    expect(screen.getByRole("button", { name: "Abbrechen" })).toBeEnabled();
    rerender(<UploadCancelButton sent onCancel={() => undefined} />);
    expect(screen.getByRole("button", { name: "Wird abgeschlossen…" })).toBeDisabled();
  });

  it("says no file is chosen yet, and what one file may be dropped, in Spanish", async () => {
    await act(() => activateLocale("es"));
    render(
      <>
        <FilePicker id="picture" accept="image/png" buttonLabel="Elegir una imagen" onChange={() => undefined} />
        <DropZone inputLabel="Archivo" onFiles={() => undefined} />
      </>,
    );
    expect(screen.getByText("Ningún archivo seleccionado")).toBeInTheDocument();
    expect(screen.getByText("Suelta un archivo aquí o")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Elegir un archivo" })).toBeInTheDocument();
  });
});
