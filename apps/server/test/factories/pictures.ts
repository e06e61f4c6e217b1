import sharp from "sharp";

/** A solid-colour test picture of the given size and format. */
export function picture(format: "png" | "jpeg" | "webp" | "gif", width = 400, height = 300): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: "#2a9d8f" } });
  return (format === "gif" ? image.gif() : format === "webp" ? image.webp() : image[format]()).toBuffer();
}

export interface FilePart {
  /** The form field (default profile_img). */
  name?: string;
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body built the way a browser builds it (via the platform's FormData). */
export async function multipart(fields: Record<string, string>, file?: FilePart) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    form.append(file.name ?? "profile_img", new Blob([new Uint8Array(file.data)], { type: file.type }), file.filename);
  }
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  };
}

/** An announcement cover upload: one file in the `field` part. */
export const coverUpload = (data: Buffer, type = "image/png", field = "img") =>
  multipart({}, { name: field, filename: "cover.png", type, data });
