import type { AccountsTables } from "../features/accounts/accounts.table";
import type { PasskeysTables } from "../features/accounts/passkeys.table";
import type { TwoStepTables } from "../features/accounts/two-step.table";
import type { AnnouncementsTables } from "../features/announcements/announcements.table";
import type { ApiKeysTables } from "../features/api-keys/api-keys.table";
import type { AppealsTables } from "../features/appeals/appeals.table";
import type { AuditTables } from "../features/audit/audit.table";
import type { BackupsTables } from "../features/backups/backups.table";
import type { ContactTables } from "../features/contact/contact.table";
import type { DiscordTables } from "../features/discord/discord.table";
import type { LitebansTables } from "../features/litebans/litebans.table";
import type { MinecraftLinkTables } from "../features/minecraft-link/minecraft-link.table";
import type { NewsNetworksTables } from "../features/news-networks/news-networks.table";
import type { PagesTables } from "../features/pages/pages.table";
import type { PatchingTables } from "../features/patching/patching.table";
import type { PunishmentsTables } from "../features/punishments/punishments.table";
import type { LeaseTables } from "../lib/leases.table";
import type { RateLimitTables } from "../lib/rate-limit.table";
import type { BotCheckTables } from "../plugins/bot-check.table";
import type { SessionTables } from "../plugins/session.table";

/** Every table, merged from the features that own them. */
export interface Database
  extends AppealsTables,
    PunishmentsTables,
    ApiKeysTables,
    AccountsTables,
    AnnouncementsTables,
    SessionTables,
    ContactTables,
    RateLimitTables,
    LeaseTables,
    BotCheckTables,
    AuditTables,
    NewsNetworksTables,
    BackupsTables,
    LitebansTables,
    PatchingTables,
    PagesTables,
    TwoStepTables,
    PasskeysTables,
    DiscordTables,
    MinecraftLinkTables {
  settings: { key: string; value: string };
}
