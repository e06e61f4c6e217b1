import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { HttpError } from "./errors";
import { placeWithoutOverwriting } from "./multipart-to-disk";

// Uploads are staged in the store's root; an operator may have mounted a folder of the store from
// another file system, where no link reaches. /dev/shm (a tmpfs on Linux) plays that folder.

const staging = mkdtempSync(join("/dev/shm", "bastion-staging-"));
const store = mkdtempSync(join(tmpdir(), "bastion-store-"));
afterAll(() => {
  rmSync(staging, { recursive: true, force: true });
  rmSync(store, { recursive: true, force: true });
});

describe("placing a staged file on another file system", () => {
  it("copies it beside its target and places it there, never over an existing file", async () => {
    expect(statSync(staging).dev, "the staging folder must be on another file system").not.toBe(statSync(store).dev);
    const staged = join(staging, "first.part");
    writeFileSync(staged, "the upload");
    await placeWithoutOverwriting(staged, join(store, "world.zip"));
    expect(readFileSync(join(store, "world.zip"), "utf8")).toBe("the upload");

    writeFileSync(staged, "another upload");
    const refused = await placeWithoutOverwriting(staged, join(store, "world.zip")).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(409);
    expect(readFileSync(join(store, "world.zip"), "utf8")).toBe("the upload");
    // The copies made beside the target are gone either way.
    expect(readdirSync(store)).toEqual(["world.zip"]);
  });
});
