import { afterEach, describe, expect, it } from "vitest";
import { fakeServer } from "../../test/render";
import { ApiError, api, resetCsrfToken } from "./api-client";

afterEach(() => resetCsrfToken());

describe("api", () => {
  it("fetches a fresh CSRF token and tries once more when the server says csrf_failed", async () => {
    let attempts = 0;
    const calls = fakeServer((url) => {
      if (url.pathname !== "/announcements/api/comment/post/") return undefined;
      attempts += 1;
      return attempts === 1
        ? {
            status: 403,
            body: { message: "CSRF verification failed. Reload the page and try again.", code: "csrf_failed" },
          }
        : { status: 201, body: { message: "Successfully posted comment" } };
    });
    const answer = await api<{ message: string }>("/announcements/api/comment/post/", { method: "POST", body: {} });
    expect(answer.message).toBe("Successfully posted comment");
    expect(calls.filter((call) => call.path === "/api/get_csrf_token/")).toHaveLength(2);
  });

  it("does not retry any other 403, and hands its code to the page", async () => {
    let attempts = 0;
    fakeServer((url) => {
      if (url.pathname !== "/announcements/api/delete/3/") return undefined;
      attempts += 1;
      return { status: 403, body: { message: "You do not have permission to do that.", code: "forbidden" } };
    });
    const failure = await api("/announcements/api/delete/3/", { method: "DELETE" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe("forbidden");
    expect(attempts).toBe(1);
  });
});
