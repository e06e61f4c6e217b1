import * as m20261121T1800Foundation from "./2026-11-21T1800-foundation";
import * as m20261121T1900Accounts from "./2026-11-21T1900-accounts";
import * as m20261121T1910Punishments from "./2026-11-21T1910-punishments";
import * as m20261121T1920Announcements from "./2026-11-21T1920-announcements";
import * as m20261121T1940Appeals from "./2026-11-21T1940-appeals";
import * as m20261124T1200AppealsOpenPerSubmitter from "./2026-11-24T1200-appeals-open-per-submitter";
import * as m20261125T0500PunishmentCounters from "./2026-11-25T0500-punishment-counters";
import * as m20261125T0510PunishmentImports from "./2026-11-25T0510-punishment-imports";
import * as m20261125T1000Backups from "./2026-11-25T1000-backups";
import * as m20261125T1200NewsNetworks from "./2026-11-25T1200-news-networks";
import * as m20261125T1400OwnerConsole from "./2026-11-25T1400-owner-console";
import * as m20261125T1600Litebans from "./2026-11-25T1600-litebans";
import * as m20261125T1700Patching from "./2026-11-25T1700-patching";
import * as m20261126T0900PunishmentImportMarks from "./2026-11-26T0900-punishment-import-marks";
import * as m20261126T1000PunishmentsPlayerTypeIndex from "./2026-11-26T1000-punishments-player-type-index";
import * as m20261127T1000VerificationLinks from "./2026-11-27T1000-verification-links";
import * as m20261127T1010AuditActors from "./2026-11-27T1010-audit-actors";
import * as m20261127T1020ApiKeyTargets from "./2026-11-27T1020-api-key-targets";
import * as m20261127T1100OneLeaseTable from "./2026-11-27T1100-one-lease-table";
import * as m20261127T1200TwoStepSignIn from "./2026-11-27T1200-two-step-sign-in";
import * as m20261128T0900Passkeys from "./2026-11-28T0900-passkeys";
import * as m20261128T0910Reconfirmation from "./2026-11-28T0910-reconfirmation";
import * as m20261128T0920CustomPages from "./2026-11-28T0920-custom-pages";
import * as m20261129T0900AccountTheme from "./2026-11-29T0900-account-theme";
import * as m20261129T0930Ranks from "./2026-11-29T0930-ranks";
import * as m20261130T0900AccountLocale from "./2026-11-30T0900-account-locale";
import * as m20261201T0900MinecraftLinks from "./2026-12-01T0900-minecraft-links";
import * as m20261201T0910DiscordWebhooks from "./2026-12-01T0910-discord-webhooks";
import * as m20261202T0900SearchPeriods from "./2026-12-02T0900-search-periods";

/** Every migration, by name; names sort in the order they run. Add new ones at the end. */
export const migrations = {
  "2026-11-21T1800-foundation": m20261121T1800Foundation,
  "2026-11-21T1900-accounts": m20261121T1900Accounts,
  "2026-11-21T1910-punishments": m20261121T1910Punishments,
  "2026-11-21T1920-announcements": m20261121T1920Announcements,
  "2026-11-21T1940-appeals": m20261121T1940Appeals,
  "2026-11-24T1200-appeals-open-per-submitter": m20261124T1200AppealsOpenPerSubmitter,
  "2026-11-25T0500-punishment-counters": m20261125T0500PunishmentCounters,
  "2026-11-25T0510-punishment-imports": m20261125T0510PunishmentImports,
  "2026-11-25T1000-backups": m20261125T1000Backups,
  "2026-11-25T1200-news-networks": m20261125T1200NewsNetworks,
  "2026-11-25T1400-owner-console": m20261125T1400OwnerConsole,
  "2026-11-25T1600-litebans": m20261125T1600Litebans,
  "2026-11-25T1700-patching": m20261125T1700Patching,
  "2026-11-26T0900-punishment-import-marks": m20261126T0900PunishmentImportMarks,
  "2026-11-26T1000-punishments-player-type-index": m20261126T1000PunishmentsPlayerTypeIndex,
  "2026-11-27T1000-verification-links": m20261127T1000VerificationLinks,
  "2026-11-27T1010-audit-actors": m20261127T1010AuditActors,
  "2026-11-27T1020-api-key-targets": m20261127T1020ApiKeyTargets,
  "2026-11-27T1100-one-lease-table": m20261127T1100OneLeaseTable,
  "2026-11-27T1200-two-step-sign-in": m20261127T1200TwoStepSignIn,
  "2026-11-28T0900-passkeys": m20261128T0900Passkeys,
  "2026-11-28T0910-reconfirmation": m20261128T0910Reconfirmation,
  "2026-11-28T0920-custom-pages": m20261128T0920CustomPages,
  "2026-11-29T0900-account-theme": m20261129T0900AccountTheme,
  "2026-11-29T0930-ranks": m20261129T0930Ranks,
  "2026-11-30T0900-account-locale": m20261130T0900AccountLocale,
  "2026-12-01T0900-minecraft-links": m20261201T0900MinecraftLinks,
  "2026-12-01T0910-discord-webhooks": m20261201T0910DiscordWebhooks,
  "2026-12-02T0900-search-periods": m20261202T0900SearchPeriods,
};
