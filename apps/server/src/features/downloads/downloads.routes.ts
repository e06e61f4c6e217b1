import {
  API_PATHS,
  createFolderBodySchema,
  createSubfolderBodySchema,
  DOWNLOADS_MESSAGES,
  DOWNLOADS_MODIFY,
  DOWNLOADS_READ,
  downloadFoldersResponseSchema,
  folderParamsSchema,
  folderQuerySchema,
  folderSavedResponseSchema,
  modifyFolderBodySchema,
  modifySubfolderBodySchema,
  subfolderParamsSchema,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { msgWith } from "../../lib/i18n/translate";
import { WRITE_LIMITS } from "../../lib/write-limits";
import { auditDownloads } from "./downloads.audit";
import * as service from "./downloads.service";
import { downloadsRoot } from "./downloads.storage";
import { downloadsFileRoutes } from "./downloads-files.routes";

/** Reading: the downloads group or permission (spec §6); writing: downloads.modify. */
const READERS = { auth: DOWNLOADS_READ };
const MODIFIERS = { auth: DOWNLOADS_MODIFY, perAccount: WRITE_LIMITS.downloads };
const JSON_TYPE = "application/json; charset=utf-8";

/** The downloads area (spec §2, §7 Files): folders and subfolders on disk under DATA_DIR/downloads. */
export const downloadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const root = downloadsRoot(app.config.dataDir);
  app.get(
    API_PATHS.downloads.folders,
    { config: READERS, schema: { response: { 200: downloadFoldersResponseSchema } } },
    async () => ({
      folders: await service.listFolders(root),
    }),
  );

  app.post(
    API_PATHS.downloads.createFolder,
    { config: MODIFIERS, schema: { body: createFolderBodySchema, response: { 201: folderSavedResponseSchema } } },
    async (request, reply) => {
      const name = await service.createFolder(root, [], request.body.folder_name, "folder_name");
      await auditDownloads(db, request.user, "downloads.folder_create", [name]);
      return reply.status(201).send({ message: msgWith("Folder {name} created.", { name }), folder_name: name });
    },
  );

  app.post(
    API_PATHS.downloads.modifyFolder,
    { config: MODIFIERS, schema: { body: modifyFolderBodySchema, response: { 200: folderSavedResponseSchema } } },
    async (request) => {
      const { folder, new_folder_name } = request.body;
      const name = await service.renameFolder(root, [], folder, new_folder_name);
      await auditDownloads(db, request.user, "downloads.folder_rename", [name], {
        before: { name: folder },
        after: { name },
      });
      return { message: DOWNLOADS_MESSAGES.modified, folder_name: name };
    },
  );

  app.delete(
    API_PATHS.downloads.deleteFolder,
    { config: MODIFIERS, schema: { querystring: folderQuerySchema } },
    async (request, reply) => {
      await service.deleteFolder(root, request.query.folder);
      await auditDownloads(db, request.user, "downloads.folder_delete", [request.query.folder]);
      return reply.status(204).send();
    },
  );

  // The two listings answer JSON built (through their shared schemas) by the listing cache, so a
  // folder of 10,000 files is not checked and written again on every request.
  app.get(
    API_PATHS.downloads.folder,
    { config: READERS, schema: { params: folderParamsSchema } },
    async (request, reply) => reply.type(JSON_TYPE).send(await service.folderContentsJson(root, request.params.folder)),
  );

  app.post(
    API_PATHS.downloads.createSubfolder,
    { config: MODIFIERS, schema: { body: createSubfolderBodySchema, response: { 201: folderSavedResponseSchema } } },
    async (request, reply) => {
      const { folder_name, subfolder_name } = request.body;
      const name = await service.createFolder(root, [folder_name], subfolder_name, "subfolder_name");
      await auditDownloads(db, request.user, "downloads.folder_create", [folder_name, name]);
      return reply.status(201).send({ message: msgWith("Folder {name} created.", { name }), folder_name: name });
    },
  );

  app.post(
    API_PATHS.downloads.modifySubfolder,
    { config: MODIFIERS, schema: { body: modifySubfolderBodySchema, response: { 200: folderSavedResponseSchema } } },
    async (request) => {
      const { folder, subfolder, new_folder_name } = request.body;
      const name = await service.renameFolder(root, [folder], subfolder, new_folder_name);
      await auditDownloads(db, request.user, "downloads.folder_rename", [folder, name], {
        before: { name: subfolder },
        after: { name },
      });
      return { message: DOWNLOADS_MESSAGES.modified, folder_name: name };
    },
  );

  app.delete(
    API_PATHS.downloads.deleteSubfolder,
    { config: MODIFIERS, schema: { params: subfolderParamsSchema } },
    async (request, reply) => {
      await service.deleteFolder(root, request.params.folder, request.params.subfolder);
      await auditDownloads(db, request.user, "downloads.folder_delete", [
        request.params.folder,
        request.params.subfolder,
      ]);
      return reply.status(204).send();
    },
  );

  app.get(
    API_PATHS.downloads.subfolder,
    { config: READERS, schema: { params: subfolderParamsSchema } },
    async (request, reply) =>
      reply
        .type(JSON_TYPE)
        .send(await service.subfolderFilesJson(root, request.params.folder, request.params.subfolder)),
  );

  await app.register(downloadsFileRoutes, { root, read: READERS, modify: MODIFIERS });
};
