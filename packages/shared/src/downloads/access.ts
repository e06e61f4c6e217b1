import { GROUPS, PERMISSIONS, type Requirement } from "../permissions";

/**
 * Who may open the downloads area (spec §6): the `downloads` group (the side panel's link) or the
 * `downloads` permission, held directly or through a group; `downloads.modify` implies reading.
 * The owner passes every check.
 */
export const DOWNLOADS_READ: Requirement = {
  anyOf: [
    { group: GROUPS.downloads },
    { permission: PERMISSIONS.downloads },
    { permission: PERMISSIONS.downloadsModify },
  ],
};

/** Folder create, rename and delete, upload and file delete (spec §6). */
export const DOWNLOADS_MODIFY: Requirement = { permission: PERMISSIONS.downloadsModify };
