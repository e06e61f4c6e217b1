import { afterEach, describe, expect, it } from "vitest";
import { createChunkFolder } from "./chunk-folder";
import { downloadBlob } from "./download";

const bytes = (...values: number[]) => new Uint8Array(values);
const contents = async (blob: Blob) => [...new Uint8Array(await blob.arrayBuffer())];

describe("createChunkFolder", () => {
  it("lets the chunks go each time enough have gathered, and the Blob holds every byte in order", async () => {
    const chunks = createChunkFolder("application/zip", 4);
    chunks.add(bytes(1, 2));
    expect(chunks.pendingBytes).toBe(2);
    chunks.add(bytes(3, 4, 5));
    expect(chunks.pendingBytes).toBe(0);
    chunks.add(bytes(6));
    chunks.add(bytes(7, 8, 9));
    expect(chunks.pendingBytes).toBe(0);
    chunks.add(bytes(10));
    expect(chunks.pendingBytes).toBe(1);
    const blob = chunks.finish();
    expect(chunks.pendingBytes).toBe(0);
    expect(blob.type).toBe("application/zip");
    expect(blob.size).toBe(10);
    expect(await contents(blob)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("gives an empty Blob of the type when nothing came", async () => {
    const blob = createChunkFolder("text/plain").finish();
    expect(blob.size).toBe(0);
    expect(blob.type).toBe("text/plain");
  });
});

describe("downloadBlob", () => {
  const served = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = served;
  });

  it("reports progress as chunks arrive and gives the file's exact bytes under its name", async () => {
    const parts = [bytes(1, 2, 3), bytes(4, 5), bytes(6)];
    globalThis.fetch = (async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (const part of parts) controller.enqueue(part);
            controller.close();
          },
        }),
        {
          headers: {
            "content-length": "6",
            "content-type": "application/java-archive",
            "content-disposition": `attachment; filename="plugin.jar"; filename*=UTF-8''sodium%20%C3%A9.jar`,
          },
        },
      )) as typeof fetch;
    const progress: [number, number | undefined][] = [];
    const { blob, name } = await downloadBlob("/files/api/download/file/", "fallback.jar", {
      onProgress: (received, total) => progress.push([received, total]),
    });
    expect(name).toBe("sodium é.jar");
    expect(blob.type).toBe("application/java-archive");
    expect(await contents(blob)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(progress).toEqual([
      [3, 6],
      [5, 6],
      [6, 6],
    ]);
  });
});
