import { QueryClient, QueryClientProvider, useMutation } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "../../lib/i18n";
import { AlertStack } from "../alerts/alert-stack";
import { AlertsProvider } from "../alerts/alerts-provider";
import { CommentItem } from "./comment-item";
import { useCommentDeletion } from "./use-comment-deletion";

// Issue 31: the comment list's shared parts (announcements, appeals) in the language shown.

function CommentList({ fail }: { fail: boolean }) {
  const remove = useMutation({
    mutationFn: async (_id: number) => {
      if (fail) throw new Error("offline");
    },
  });
  const { ask, dialog } = useCommentDeletion<{ id: number }>(remove);
  return (
    <>
      <ul>
        <CommentItem
          author={<strong>Alex</strong>}
          authorName="Alex"
          avatar={null}
          createdAt="2026-11-01T10:00:00.000Z"
          formattedDate="1. Nov. 2026"
          text="Schöner Server!"
          canDelete
          onDelete={() => ask({ id: 4 })}
        />
      </ul>
      {dialog}
    </>
  );
}

function renderComments(fail = false) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AlertsProvider>
        <AlertStack />
        <CommentList fail={fail} />
      </AlertsProvider>
    </QueryClientProvider>,
  );
}

describe("comments in other languages", () => {
  afterEach(() => {
    document.documentElement.lang = "en";
  });

  it("asks before deleting a comment and says it is done, in German", async () => {
    await act(() => activateLocale("de"));
    renderComments();
    const remove = screen.getByRole("button", { name: "Kommentar von Alex löschen" });
    expect(remove).toHaveAttribute("title", "Kommentar löschen");
    await userEvent.click(remove);
    const dialog = await screen.findByRole("dialog", { name: "Kommentar löschen" });
    expect(within(dialog).getByText("Möchtest du diesen Kommentar wirklich löschen?")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Abbrechen" })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Löschen" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Kommentar erfolgreich gelöscht");
  });

  it("says in Portuguese when the comment could not be deleted", async () => {
    await act(() => activateLocale("pt-BR"));
    renderComments(true);
    await userEvent.click(screen.getByRole("button", { name: "Excluir o comentário de Alex" }));
    const dialog = await screen.findByRole("dialog", { name: "Excluir comentário" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Excluir" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Ocorreu um erro ao tentar excluir o comentário.");
  });
});
