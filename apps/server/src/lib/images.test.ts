import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { HttpError } from "./errors";
import { normaliseImage } from "./images";

const avatar = { width: 250, height: 250, accept: ["jpeg", "png"] as const, field: "profile_img" };

describe("normaliseImage", () => {
  it("crops a JPEG to 250x250 WebP and strips its metadata", async () => {
    const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#3a7" } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "secret-gps-owner" } } })
      .toBuffer();
    const out = await normaliseImage(photo, avatar);
    const meta = await sharp(out.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 250, 250]);
    expect(meta.exif).toBeUndefined();
    expect(out.data.includes(Buffer.from("secret-gps-owner"))).toBe(false);
  });

  it("refuses a text file whatever its name, naming the field", async () => {
    const error = await normaliseImage(Buffer.from("definitely not a png"), avatar).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    expect((error as HttpError).errors?.profile_img?.[0]).toMatch(/\.png/);
  });

  it("accepts a GIF only where allowed, and keeps it a GIF", async () => {
    const gif = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#f00" } })
      .gif()
      .toBuffer();
    await expect(normaliseImage(gif, avatar)).rejects.toBeInstanceOf(HttpError);
    const out = await normaliseImage(gif, { ...avatar, accept: ["jpeg", "png", "gif"] });
    expect(out.extension).toBe("gif");
    expect((await sharp(out.data).metadata()).width).toBe(250);
  });
});
