/** The web pages of the downloads area (spec §2, and a subfolder's own page: issue 27). */
export const folderPath = (folder: string) => `/downloads/${encodeURIComponent(folder)}/`;

export const subfolderPath = (folder: string, subfolder: string) =>
  `${folderPath(folder)}${encodeURIComponent(subfolder)}/`;
