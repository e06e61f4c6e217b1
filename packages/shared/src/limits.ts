/** Spec §9: every business constant in one place, for the server and the web app alike. */
export const LIMITS = {
  alertAutoCloseMs: 4000,
  fieldErrorMs: 4000,
  contactMessage: 500,
  aboutMe: 280,
  aboutMeWarnAt: 50,
  avatarSize: 250,
  announcementTitle: 75,
  announcementTitleWarnAt: 20,
  announcementIntroduction: 250,
  announcementIntroductionWarnAt: 50,
  /** Announcement cards per list page (a 3-column grid). */
  announcementsPageSize: 9,
  announcementContent: 100_000,
  announcementComment: 1000,
  /** Comments loaded per step on an announcement. */
  announcementCommentsPageSize: 20,
  announcementFeedItems: 20,
  announcementCoverWidth: 1200,
  announcementCoverHeight: 630,
  /** A picture in an announcement's text keeps its shape, made no larger than this a side (issue 27). */
  announcementPictureMaxSide: 1600,
  /** Punishments per list page, newest first. */
  punishmentsPageSize: 20,
  punishmentReason: 2000,
  /** Punishments per POST /api/v1/punishments request. */
  punishmentBatch: 1000,
  appealVerifyName: 30,
  folderName: 32,
  networkName: 64,
  networkShortName: 3,
  newsNetworksPerUser: 3,
  /** News networks (As built): entries per template list, characters per template. */
  newsTemplateEntries: 50,
  newsTemplateLength: 200,
  /** Allowed players per locked network, and the length of each name and of the server id. */
  newsAllowedUsernames: 100,
  newsUsernameLength: 32,
  newsServerIdLength: 64,
  editedMarkerSeconds: 60,
  copyConfirmationMs: 2000,
  leavingSiteMs: 500,
  serverStatusCacheMs: 5 * 60 * 1000,
  resetLinkMinutes: 30,
  reasonBoxMaxHeightPx: 250,
  displayedFileName: 32,
} as const;
