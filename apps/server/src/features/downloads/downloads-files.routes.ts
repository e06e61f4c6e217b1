import {
  API_PATHS,
  fileQuerySchema,
  messageSchema,
  msg,
  type Requirement,
  subfolderParamsSchema,
  uploadResponseSchema,
  uploadVerifyBodySchema,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contentDisposition, sendFile } from "../../lib/send-file";
import type { AccountLimit } from "../../lib/write-limits";
import { auditDownloads } from "./downloads.audit";
import * as service from "./downloads.service";
import { entryPath, requireFolder } from "./downloads.storage";
import { receiveUpload, uploadLimits, verifyUpload } from "./downloads.upload";
import { createZips } from "./downloads.zip-limits";

interface Options {
  root: string;
  read: { auth: Requirement };
  modify: { auth: Requirement; perAccount: AccountLimit };
}

const foldersOf = (query: { folder: string; subfolder?: string }) =>
  query.subfolder ? [query.folder, query.subfolder] : [query.folder];

/** The files of the downloads area: download, zip, delete and the two-step upload (spec §7 Files). */
export const downloadsFileRoutes: FastifyPluginAsyncZod<Options> = async (app, { root, read, modify }) => {
  const limits = uploadLimits(app.config);
  const zips = createZips(app.database.db);

  app.get(
    API_PATHS.downloads.downloadFile,
    { config: read, schema: { querystring: fileQuerySchema } },
    async (request, reply) => {
      const folders = foldersOf(request.query);
      await requireFolder(root, ...folders);
      return sendFile(request, reply, entryPath(root, ...folders, request.query.file), { name: request.query.file });
    },
  );

  app.get(
    API_PATHS.downloads.zipSubfolder,
    { config: read, schema: { params: subfolderParamsSchema } },
    async (request, reply) => {
      const { folder, subfolder } = request.params;
      const { path } = await requireFolder(root, folder, subfolder);
      const zip = await zips.start(request.user.id, path, `${subfolder}/`);
      // Finished or cut off, the answer closes: the zip's places go back.
      reply.raw.once("close", () => void zip.release());
      return reply
        .type("application/zip")
        .header("content-disposition", contentDisposition(`${subfolder}.zip`))
        .header("cache-control", "private, no-store")
        .send(zip.stream);
    },
  );

  app.delete(
    API_PATHS.downloads.deleteFile,
    { config: modify, schema: { querystring: fileQuerySchema } },
    async (request, reply) => {
      const folders = foldersOf(request.query);
      await service.deleteFile(root, folders, request.query.file);
      await auditDownloads(app.database.db, request.user, "downloads.file_delete", [...folders, request.query.file]);
      return reply.status(204).send();
    },
  );

  app.post(
    API_PATHS.downloads.verifyUpload,
    { config: modify, schema: { body: uploadVerifyBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      await verifyUpload(root, limits, request.body);
      return { message: msg("Ready to upload.") };
    },
  );

  app.post(
    API_PATHS.downloads.upload,
    { config: modify, schema: { response: { 201: uploadResponseSchema } } },
    async (request, reply) => {
      const { folders, files } = await receiveUpload(request, root, limits);
      await auditDownloads(app.database.db, request.user, "downloads.upload", folders, {
        after: { files: files.map((file) => ({ name: file.name, size: file.size })) },
      });
      const message = files.length === 1 ? "1 file uploaded." : `${files.length} files uploaded.`;
      return reply.status(201).send({ message, files });
    },
  );
};
