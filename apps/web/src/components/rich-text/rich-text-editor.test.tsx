import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "../../lib/i18n";
import { pictureProblem } from "./picture-problem";
import { RichTextEditor } from "./rich-text-editor";

// Issue 31: the editor of announcements and custom pages, its toolbar and dialogs in the language shown.

function renderEditor() {
  render(
    <>
      <p id="body-label">Text</p>
      <RichTextEditor
        initialHtml="<p>Hallo</p>"
        labelId="body-label"
        uploadPicture={async () => ({ url: "/media/x.webp" })}
        onChange={() => undefined}
      />
    </>,
  );
}

describe("the rich-text editor in other languages", () => {
  afterEach(() => {
    document.documentElement.lang = "en";
  });

  it("names its tools in German, each name starting with what the button shows", async () => {
    await act(() => activateLocale("de"));
    renderEditor();
    const toolbar = within(await screen.findByRole("toolbar", { name: "Formatierung" }));
    for (const name of ["H2-Überschrift", "Fett", "Kursiv", "1. Liste, nummeriert", "Zitat", "Rückgängig"]) {
      expect(toolbar.getByRole("button", { name })).toBeInTheDocument();
    }
    expect(toolbar.getByRole("button", { name: "Liste, mit Aufzählungszeichen" })).toHaveTextContent("• Liste");
    expect(toolbar.getByRole("group", { name: "Überschriften" })).toBeInTheDocument();
  });

  it("asks for a link and a picture in German, and says what is wrong", async () => {
    await act(() => activateLocale("de"));
    renderEditor();
    const toolbar = within(await screen.findByRole("toolbar", { name: "Formatierung" }));
    await userEvent.click(toolbar.getByRole("button", { name: "Link" }));
    const link = within(await screen.findByRole("dialog", { name: "Link einfügen" }));
    await userEvent.type(link.getByLabelText("Adresse"), "ftp://x");
    await userEvent.click(link.getByRole("button", { name: "Einfügen" }));
    expect(link.getByText("Beginne mit https://, http:// oder mailto:.")).toBeInTheDocument();
    expect(link.getByLabelText("Angezeigter Text (optional)")).toBeInTheDocument();
    await userEvent.click(link.getByRole("button", { name: "Abbrechen" }));

    await userEvent.click(toolbar.getByRole("button", { name: "Bild" }));
    const picture = within(await screen.findByRole("dialog", { name: "Bild einfügen" }));
    expect(
      picture.getByText("JPEG, PNG oder WebP, bis 10 MB; höchstens 1600 Pixel breit angezeigt."),
    ).toBeInTheDocument();
    expect(picture.getByText("Keine Datei ausgewählt")).toBeInTheDocument();
    expect(picture.getByLabelText("Oder seine Adresse")).toHaveAttribute("placeholder", "https://…/bild.png");
    expect(picture.getByLabelText("Beschreibung für Screenreader")).toBeInTheDocument();
    await userEvent.upload(
      picture.getByLabelText("Bild hochladen"),
      new File(["GIF89a"], "spawn.gif", { type: "image/gif" }),
      { applyAccept: false },
    );
    expect(picture.getByText("Wähle ein JPEG-, PNG- oder WebP-Bild.")).toBeInTheDocument();
  });

  it("says a picture is too large in Spanish, the size as Spanish writes it", async () => {
    await act(() => activateLocale("es"));
    const huge = new File(["x"], "huge.png", { type: "image/png" });
    Object.defineProperty(huge, "size", { value: 11 * 1024 * 1024 });
    expect(pictureProblem(huge)).toBe("La imagen no puede superar los 10 MB.");
  });
});
