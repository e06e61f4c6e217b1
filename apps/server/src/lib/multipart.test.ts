import { ANNOUNCEMENT_COVER_MAX_BYTES, PROFILE_IMG_MAX_BYTES } from "@bastion/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../test/app";
import { createAnnouncement } from "../../test/factories/announcements";
import { coverUpload, picture } from "../../test/factories/pictures";
import { sizeInWords } from "./multipart";

let t: TestApp;
let owner: TestClient;
let coverUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  const user = await buildUser(t.db, { groups: ["owner"] });
  owner = new TestClient(t.app);
  await owner.signInAs(t.db, user.id);
  coverUrl = `/announcements/api/image/${await createAnnouncement(owner)}/`;
});
afterAll(() => t.close());

/** Every upload route, with its file field and size limit. */
const routes = () => [
  { name: "profile picture", url: "/users/api/user-profile/edit/", field: "profile_img", max: PROFILE_IMG_MAX_BYTES },
  { name: "announcement cover", url: coverUrl, field: "img", max: ANNOUNCEMENT_COVER_MAX_BYTES },
];

const send = (url: string, payload: Buffer, contentType: string) =>
  owner.request({ method: "POST", url, payload, headers: { "content-type": contentType } });

describe("sizeInWords", () => {
  it("names sizes the way a person reads them", () => {
    expect([5 * 1024 * 1024, 10 * 1024 * 1024, 1536, 900, 3 * 1024 ** 3].map(sizeInWords)).toEqual([
      "5 MB",
      "10 MB",
      "1.5 KB",
      "900 bytes",
      "3 GB",
    ]);
  });
});

describe("broken multipart bodies on every upload route", () => {
  it("a body cut off part-way answers 400 with a sentence, not 500", async () => {
    for (const route of routes()) {
      const body = await coverUpload(await picture("png", 1600, 900), "image/png", route.field);
      for (const cut of [body.payload.length - 10, Math.floor(body.payload.length / 2), 40]) {
        const response = await send(route.url, body.payload.subarray(0, cut), body.headers["content-type"]);
        expect([route.name, cut, response.statusCode]).toEqual([route.name, cut, 400]);
        expect(response.json()).toEqual({
          message: "The form could not be read: the upload was incomplete or malformed. Please try again.",
          code: "bad_request",
        });
      }
    }
  });

  it("a multipart content type without a boundary answers 400", async () => {
    for (const route of routes()) {
      const body = await coverUpload(await picture("png", 1600, 900), "image/png", route.field);
      const response = await send(route.url, body.payload, "multipart/form-data");
      expect([route.name, response.statusCode]).toEqual([route.name, 400]);
      expect(response.json().message).toMatch(/could not be read/);
    }
  });

  it("a file over the route's limit answers 413 naming that limit, on the file's field", async () => {
    for (const route of routes()) {
      const big = Buffer.concat([await picture("png", 1600, 900), Buffer.alloc(route.max + 10)]);
      const body = await coverUpload(big, "image/png", route.field);
      const response = await send(route.url, body.payload, body.headers["content-type"]);
      const message = `The picture must be at most ${sizeInWords(route.max)}.`;
      expect([route.name, response.statusCode]).toEqual([route.name, 413]);
      expect(response.json()).toEqual({ message, code: "too_large", errors: { [route.field]: [message] } });
    }
  });

  it("garbage in place of the parts answers 400", async () => {
    for (const route of routes()) {
      const response = await send(
        route.url,
        Buffer.from("not a multipart body at all"),
        "multipart/form-data; boundary=x",
      );
      expect([route.name, response.statusCode]).toEqual([route.name, 400]);
    }
  });

  it("after all that, a good upload still works on both routes", async () => {
    for (const route of routes()) {
      const body = await coverUpload(await picture("png", 1600, 900), "image/png", route.field);
      const response = await send(route.url, body.payload, body.headers["content-type"]);
      expect([route.name, response.statusCode]).toEqual([route.name, 200]);
    }
  });
});
