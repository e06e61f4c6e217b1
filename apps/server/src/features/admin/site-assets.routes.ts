import {
  API_PATHS,
  msg,
  SITE_FAVICON_FIELD,
  SITE_LOGO_FIELD,
  SITE_LOGO_MAX_BYTES,
  siteAssetsSavedSchema,
  siteAssetsSchema,
} from "@bastion/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { validation } from "../../lib/errors";
import { readMultipart } from "../../lib/multipart";
import { OWNER_ONLY } from "../../plugins/guard";
import { assetsView, readStoredAssets, removeUpload, uploadFavicon, uploadLogo } from "../site/site-assets.service";
import { OWNER_DANGER } from "./admin.access";

/** The picture in `field`: at most SITE_LOGO_MAX_BYTES, read whole (sharp needs every byte anyway). */
async function readPicture(request: FastifyRequest, field: string): Promise<Buffer> {
  const form = await readMultipart(request, { maxFileBytes: SITE_LOGO_MAX_BYTES, fileField: field, label: "picture" });
  const file = form.files.find((candidate) => candidate.field === field);
  if (!file) throw validation({ [field]: [msg("Choose a picture to upload.")] });
  return file.data;
}

/**
 * The Settings page's logo and favicon (issue 30). Uploading changes what every visitor sees, so it
 * is re-confirmed like the settings' own save (OWNER_DANGER).
 */
export const siteAssetsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { dataDir } = app.config;
  const answer = async (message: string) => {
    // This instance shows the change at once; the others within SETTINGS_MAX_AGE_MS.
    app.siteAssets.forget();
    return { message, assets: assetsView(await readStoredAssets(db)) };
  };
  const saved = { config: OWNER_DANGER, schema: { response: { 200: siteAssetsSavedSchema } } };

  app.get(
    API_PATHS.admin.settingsLogo,
    { config: OWNER_ONLY, schema: { response: { 200: siteAssetsSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
      return assetsView(await readStoredAssets(db));
    },
  );

  app.post(API_PATHS.admin.settingsLogo, saved, async (request) => {
    const picture = await readPicture(request, SITE_LOGO_FIELD);
    const changed = await uploadLogo(db, dataDir, picture, SITE_LOGO_FIELD, request.user);
    return answer(changed ? msg("Logo saved.") : msg("Nothing changed."));
  });

  app.delete(API_PATHS.admin.settingsLogo, saved, async (request) => {
    const changed = await removeUpload(db, dataDir, "logo", request.user);
    return answer(changed ? msg("Logo removed: the site shows the default icon.") : msg("Nothing changed."));
  });

  app.post(API_PATHS.admin.settingsFavicon, saved, async (request) => {
    const picture = await readPicture(request, SITE_FAVICON_FIELD);
    const changed = await uploadFavicon(db, dataDir, picture, SITE_FAVICON_FIELD, request.user);
    return answer(changed ? msg("Favicon saved.") : msg("Nothing changed."));
  });

  app.delete(API_PATHS.admin.settingsFavicon, saved, async (request) => {
    const changed = await removeUpload(db, dataDir, "favicon", request.user);
    return answer(changed ? msg("Favicon removed: the icons are made from the logo.") : msg("Nothing changed."));
  });
};
