import sharp from "sharp";

export interface FilePart {
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

/** A solid-colour test picture of the given size and format. */
export async function picture(format: "png" | "jpeg" | "gif", width = 400, height = 300): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: "#2a9d8f" } });
  if (format === "png") return image.png().toBuffer();
  if (format === "jpeg") return image.jpeg().toBuffer();
  return image.gif().toBuffer();
}
