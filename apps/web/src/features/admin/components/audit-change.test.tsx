import { AUDIT_ACTION_NAMES, type AuditAction, type AuditEntry } from "@bastion/shared";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatDateTime } from "../../../lib/format-date";
import { ChangeSummary } from "./audit-change";

// Issue 27.5: an upload's entry read "files: [object Object], [object Object]". Each action the log
// knows is rendered here with the detail its recorder writes (apps/server: the recordAudit calls),
// and must read as words. An action added to AUDIT_ACTIONS without a case here fails: the record
// below is typed over every action, and each is checked at run time too.

type Detail = Pick<AuditEntry, "before" | "after">;

const sha = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

const DETAILS: Record<AuditAction, { detail: Detail; reads: string[] }> = {
  "user.create": {
    detail: {
      before: null,
      after: { email: "cli@example.test", verified: true, groups: ["administrators"], permissions: [] },
    },
    reads: ["email: cli@example.test", "verified: yes", "groups: administrators", "permissions: none"],
  },
  "user.access": {
    detail: {
      before: { groups: ["patching"], permissions: [] },
      after: { groups: ["downloads", "patching"], permissions: ["mods.upload"] },
    },
    reads: ["groups: patching → downloads, patching", "permissions: none → mods.upload"],
  },
  "user.verify": { detail: { before: null, after: null }, reads: ["—"] },
  "user.deactivate": { detail: { before: null, after: null }, reads: ["—"] },
  "user.reactivate": { detail: { before: null, after: null }, reads: ["—"] },
  "user.sessions_end": { detail: { before: null, after: { ended: 3 } }, reads: ["sessions ended: 3"] },
  "user.delete": {
    detail: {
      before: { username: "Griefer", email: "griefer@example.test", groups: [], permissions: ["downloads"] },
      after: null,
    },
    reads: ["username: Griefer", "email: griefer@example.test", "groups: none", "permissions: downloads"],
  },
  "session.end_own": { detail: { before: null, after: { ended: 2 } }, reads: ["sessions ended: 2"] },
  "session.reconfirm": { detail: { before: null, after: { method: "code" } }, reads: ["method: code"] },
  "session.reconfirm_failed": { detail: { before: null, after: { method: "password" } }, reads: ["method: password"] },
  "second_factor.policy": {
    detail: { before: { groups: ["owner", "patching"] }, after: { groups: ["downloads", "owner"] } },
    reads: ["groups: owner, patching → downloads, owner"],
  },
  "site.settings": {
    detail: {
      before: { site_name: "Old Craft", modules: { downloads: true } },
      after: { site_name: "New Craft", modules: { downloads: false } },
    },
    reads: ["site name: Old Craft → New Craft", "modules: downloads: yes → downloads: no"],
  },
  "site.menus": {
    detail: {
      before: { footer: ["Discord", "Privacy"] },
      after: { footer: ["Privacy", "Vote (https://vote.example)"] },
    },
    reads: ["footer: Discord, Privacy → Privacy, Vote (https://vote.example)"],
  },
  "site.logo": {
    detail: { before: { logo: null }, after: { logo: { hash: "ab12", width: 512, height: 171, bytes: 9120 } } },
    reads: ["logo: — → hash: ab12, width: 512, height: 171, bytes: 9,120"],
  },
  "site.favicon": {
    detail: { before: { favicon: { hash: "cd34", bytes: 20480 } }, after: { favicon: null } },
    reads: ["favicon: hash: cd34, bytes: 20,480 → —"],
  },
  "site.home": {
    detail: { before: { hero_title: "Welcome" }, after: { hero_title: "Hello" } },
    reads: ["hero title: Welcome → Hello"],
  },
  "site.look": {
    detail: { before: { accent: "#34d399" }, after: { accent: "#2563eb" } },
    reads: ["accent: #34d399 → #2563eb"],
  },
  "two_step.enable": { detail: { before: null, after: null }, reads: ["—"] },
  "two_step.disable": { detail: { before: null, after: null }, reads: ["—"] },
  "two_step.recovery_codes": { detail: { before: null, after: null }, reads: ["—"] },
  "two_step.recovery_code_used": { detail: { before: null, after: null }, reads: ["—"] },
  "two_step.locked": { detail: { before: null, after: { wrong_codes: 10 } }, reads: ["wrong codes: 10"] },
  "two_step.reset": { detail: { before: null, after: null }, reads: ["—"] },
  "passkey.add": { detail: { before: null, after: { name: "Laptop" } }, reads: ["name: Laptop"] },
  "passkey.rename": {
    detail: { before: { name: "Passkey 2" }, after: { name: "Phone" } },
    reads: ["name: Passkey 2 → Phone"],
  },
  "passkey.remove": { detail: { before: { name: "Old key" }, after: null }, reads: ["name: Old key"] },
  "passkey.sign_in": { detail: { before: null, after: { name: "Laptop" } }, reads: ["name: Laptop"] },
  "passkey.second_step": { detail: { before: null, after: { name: "Phone" } }, reads: ["name: Phone"] },
  "passkey.failed": {
    detail: { before: null, after: { reason: "signature not valid" } },
    reads: ["reason: signature not valid"],
  },
  "profile.edit": {
    detail: {
      before: { minecraft_username: "OldName", about_me: "" },
      after: { minecraft_username: "NewName", about_me: "Builder of towers", picture: "replaced" },
    },
    reads: ["minecraft username: OldName → NewName", "about me: — → Builder of towers", "picture: replaced"],
  },
  "minecraft.link": {
    detail: {
      before: null,
      after: { minecraft_name: "Steve", minecraft_uuid: "4566e69f-c907-48ee-8d71-d7ba5aa00d20" },
    },
    reads: ["Minecraft name: Steve", "Minecraft UUID: 4566e69f-c907-48ee-8d71-d7ba5aa00d20"],
  },
  "minecraft.relink": {
    detail: {
      before: { minecraft_name: "Steve", minecraft_uuid: "4566e69f-c907-48ee-8d71-d7ba5aa00d20" },
      after: { minecraft_name: "Alex", minecraft_uuid: "ec561538-f3fd-461d-aff5-086b22154bce" },
    },
    reads: [
      "Minecraft name: Steve → Alex",
      "Minecraft UUID: 4566e69f-c907-48ee-8d71-d7ba5aa00d20 → ec561538-f3fd-461d-aff5-086b22154bce",
    ],
  },
  "minecraft.unlink": {
    detail: {
      before: { minecraft_name: "Steve", minecraft_uuid: "4566e69f-c907-48ee-8d71-d7ba5aa00d20" },
      after: null,
    },
    reads: ["Minecraft name: Steve", "Minecraft UUID: 4566e69f-c907-48ee-8d71-d7ba5aa00d20"],
  },
  "minecraft.unlink_staff": {
    detail: { before: { minecraft_name: "Alex", minecraft_uuid: "ec561538-f3fd-461d-aff5-086b22154bce" }, after: null },
    reads: ["Minecraft name: Alex", "Minecraft UUID: ec561538-f3fd-461d-aff5-086b22154bce"],
  },
  "appeal.modify": {
    detail: { before: { status: "Pending", is_opened: true }, after: { status: "Approved", is_opened: false } },
    reads: ["status: Pending → Approved", "open: open → closed"],
  },
  "appeal.close_others": {
    detail: { before: null, after: { closed_as_denied: [12, 15] } },
    reads: ["closed as denied: #12, #15"],
  },
  "appeal_comment.delete": {
    detail: { before: { author: "Alex", comment: "This ban is unfair!" }, after: null },
    reads: ["author: Alex", "comment: This ban is unfair!"],
  },
  "announcement.create": { detail: { before: null, after: { title: "Season 3" } }, reads: ["title: Season 3"] },
  "announcement.edit": {
    detail: {
      before: { title: "Season 3", introduction: "Soon" },
      after: { title: "Season 3 is here", introduction: "Now", content_changed: true },
    },
    reads: ["title: Season 3 → Season 3 is here", "introduction: Soon → Now", "content changed: yes"],
  },
  "announcement.delete": {
    detail: {
      before: { title: "Old news", introduction: "Gone", created_at: "2026-11-20T10:00:00.000Z" },
      after: null,
    },
    reads: ["title: Old news", "introduction: Gone", `created: ${formatDateTime("2026-11-20T10:00:00.000Z")}`],
  },
  "announcement.cover": { detail: { before: null, after: { picture: "removed" } }, reads: ["picture: removed"] },
  "announcement_comment.delete": {
    detail: { before: { author: "Steve", comment: "First!" }, after: null },
    reads: ["author: Steve", "comment: First!"],
  },
  "group.create": {
    detail: {
      before: null,
      after: { name: "moderator", badge: "Mod", colour: "#22aa55", staff: true, permissions: ["announcements.create"] },
    },
    reads: ["name: moderator", "badge: Mod", "colour: #22aa55", "staff: yes", "permissions: announcements.create"],
  },
  "group.update": {
    detail: { before: { name: "moderator", staff: false }, after: { name: "moderators", staff: true } },
    reads: ["name: moderator → moderators", "staff: no → yes"],
  },
  "group.delete": {
    detail: { before: { name: "temporary", badge: null, members: 2 }, after: null },
    reads: ["name: temporary", "badge: —", "members: 2"],
  },
  "group.order": {
    detail: { before: { order: ["owner", "vip"] }, after: { order: ["vip", "owner"] } },
    reads: ["order: owner, vip → vip, owner"],
  },
  "discord.webhook_create": {
    detail: {
      before: null,
      after: {
        name: "Staff",
        url: "…/webhooks/1122…/••••abcd",
        events: ["contact_message"],
        public: false,
        enabled: true,
      },
    },
    reads: [
      "name: Staff",
      "url: …/webhooks/1122…/••••abcd",
      "events: contact_message",
      "public channel: no",
      "enabled: yes",
    ],
  },
  "discord.webhook_update": {
    detail: { before: { public: false }, after: { public: true, url_changed: true } },
    reads: ["public channel: no → yes", "URL changed: yes"],
  },
  "discord.webhook_delete": {
    detail: { before: { name: "Staff", queued: 2 }, after: null },
    reads: ["name: Staff", "messages waiting: 2"],
  },
  "discord.webhook_refused": {
    detail: { before: null, after: { error: "Discord answered 404: Unknown Webhook" } },
    reads: ["error: Discord answered 404: Unknown Webhook"],
  },
  "discord.given_up": {
    detail: {
      before: null,
      after: {
        messages: 1,
        kinds: ["member_joined"],
        reason: "Not sent within a day",
        last_error: "Discord answered 500",
      },
    },
    reads: [
      "messages: 1",
      "events: member_joined",
      "reason: Not sent within a day",
      "last error: Discord answered 500",
    ],
  },
  "page.create": {
    detail: {
      before: null,
      after: { slug: "rules", title: "Rules", visibility: "groups", groups: ["builders"], published: false },
    },
    reads: ["slug: rules", "title: Rules", "visibility: Chosen groups", "groups: builders", "state: draft"],
  },
  "page.update": {
    detail: {
      before: { slug: "rules", title: "Rules", visibility: "everyone", groups: [] },
      after: { slug: "rules", title: "Server rules", visibility: "signed_in", groups: [], content_changed: true },
    },
    reads: [
      "slug: rules → rules",
      "title: Rules → Server rules",
      "visibility: Everyone → Signed-in players",
      "groups: none → none",
      "content changed: yes",
    ],
  },
  "page.publish": {
    detail: { before: { published: false }, after: { published: true } },
    reads: ["state: draft → published"],
  },
  "page.delete": {
    detail: { before: { slug: "rules", title: "Rules", visibility: "everyone", published: true }, after: null },
    reads: ["slug: rules", "title: Rules", "visibility: Everyone", "state: published"],
  },
  "page.restore": {
    detail: {
      before: { title: "Rules v2", visibility: "everyone", groups: [] },
      after: { revision: 4, title: "Rules", visibility: "everyone", groups: [] },
    },
    reads: ["title: Rules v2 → Rules", "visibility: Everyone → Everyone", "groups: none → none", "revision: #4"],
  },
  "contact_message.delete": {
    detail: {
      before: {
        name: "Gary",
        email: "gary@example.test",
        sent_at: "2026-11-19T08:30:00.000Z",
        message: "My house was griefed.",
      },
      after: null,
    },
    reads: [
      "name: Gary",
      "email: gary@example.test",
      `sent: ${formatDateTime("2026-11-19T08:30:00.000Z")}`,
      "message: My house was griefed.",
    ],
  },
  "api_key.create": {
    detail: { before: null, after: { scopes: ["patches:read"], targets: ["survival", "lobby"] } },
    reads: ["scopes: patches:read", "targets: survival, lobby"],
  },
  "api_key.revoke": {
    // Entries from before the scopes were recorded as a list kept the stored text.
    detail: { before: { scopes: "punishments:write patches:read" }, after: null },
    reads: ["scopes: punishments:write patches:read"],
  },
  "downloads.folder_create": { detail: { before: null, after: null }, reads: ["—"] },
  "downloads.folder_rename": {
    detail: { before: { name: "Mods" }, after: { name: "Modpacks" } },
    reads: ["name: Mods → Modpacks"],
  },
  "downloads.folder_delete": { detail: { before: null, after: null }, reads: ["—"] },
  "downloads.upload": {
    detail: {
      before: null,
      after: {
        files: [
          { name: "sodium-0.6.jar", size: 1_258_291 },
          { name: "readme.txt", size: 900 },
        ],
      },
    },
    reads: ["files: sodium-0.6.jar (1.20 MB), readme.txt (900 bytes)"],
  },
  "downloads.file_delete": { detail: { before: null, after: null }, reads: ["—"] },
  "patch_target.create": { detail: { before: null, after: null }, reads: ["—"] },
  "patch_target.rename": {
    detail: { before: { name: "lobby" }, after: { name: "hub" } },
    reads: ["name: lobby → hub"],
  },
  "patch.publish": {
    detail: { before: null, after: { file_name: "plugin-2.1.jar", size: 5_242_880, sha256: sha } },
    reads: ["file: plugin-2.1.jar", "size: 5.00 MB", "SHA-256: 9f86d081884c…"],
  },
  "patch.make_current": {
    detail: { before: { current: null }, after: { current: "2.1.0" } },
    reads: ["current: none → 2.1.0"],
  },
  "patch.delete": {
    detail: { before: { file_name: "plugin-2.0.jar", size: 2048, sha256: sha }, after: null },
    reads: ["file: plugin-2.0.jar", "size: 2.00 KB", "SHA-256: 9f86d081884c…"],
  },
};

const entryOf = (action: AuditAction, detail: Detail): AuditEntry => ({
  id: 1,
  created_at: "2026-11-21T10:00:00.000Z",
  actor: "TheOwner",
  actor_kind: "user",
  actor_id: 3,
  actor_deleted: false,
  ip: "203.0.113.9",
  action,
  target_type: "user",
  target_id: "7",
  target: "Something",
  ...detail,
});

describe("an audit entry's change", () => {
  it.each(AUDIT_ACTION_NAMES)("%s reads as words", (action) => {
    const known = DETAILS[action];
    expect(known, `no rendering case for "${action}": add one to DETAILS`).toBeDefined();
    const { container } = render(<ChangeSummary entry={entryOf(action, known.detail)} />);
    const lines = [...container.querySelectorAll("li")].map((line) => line.textContent);
    const text = lines.length > 0 ? lines : [container.textContent];
    expect(text).toEqual(known.reads);
    expect(container.textContent).not.toMatch(/\[object|[{}]|undefined|NaN/);
  });

  it("writes out a value of a shape it does not know as words, not JSON", () => {
    const { container } = render(
      <ChangeSummary
        entry={entryOf("user.access", {
          before: null,
          after: { moved: { from: "Mods", to: "Old mods", files_moved: 12 }, flags: [{ kind: "x", on: false }] },
        })}
      />,
    );
    expect([...container.querySelectorAll("li")].map((line) => line.textContent)).toEqual([
      "moved: from: Mods, to: Old mods, files moved: 12",
      "flags: kind: x, on: no",
    ]);
  });
});
