/** Where the server keeps uploaded pictures (announcements, avatars), answered as files below it. */
export const MEDIA_PREFIX = "/media/";

/** Where the site's logo and icons are served from (issue 30): every name carries its content's hash. */
export const SITE_ASSETS_PREFIX = "/site-assets/";

/**
 * Path prefixes that belong to the API (spec §7). Anything else is the web app's:
 * the server answers an unknown API path with a JSON 404 and any other GET with index.html.
 */
export const API_PREFIXES = [
  "/api/",
  "/users/api/",
  "/verification/api/",
  "/core/",
  "/punished/api/",
  "/announcements/api/",
  "/mc2/api/",
  "/files/api/",
  "/admin/api/",
  "/patching/api/",
  MEDIA_PREFIX,
] as const;

/**
 * Web pages that live under the API's "/api/" prefix (spec §2: API Downloads and Manage API Keys).
 * The page and its sub-pages are the web app's; their own JSON lives below `<page>/api/`, e.g.
 * `/api/keys/api/list/`, which stays an API path.
 */
export const PAGES_UNDER_API = ["/api/keys", "/api/downloads"] as const;

function isPageUnderApi(path: string): boolean {
  return PAGES_UNDER_API.some(
    (page) => path === page || (path.startsWith(`${page}/`) && !path.startsWith(`${page}/api/`)),
  );
}

export function isApiPath(path: string): boolean {
  if (isPageUnderApi(path)) return false;
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Every path of the API (spec §7), written once: the server registers each route with its entry and
 * the web app builds each call's URL from it with apiPath() (issue 28). `:name` is one path segment.
 * A path with neither a trailing slash nor a file's extension is a game server's or a probe's: the
 * server answers it with and without the slash. apps/server/test/route-table.test.ts holds this table
 * and the server's registered routes equal; `npm run check` refuses one of these paths written as a
 * literal anywhere else in product code (lint/no-api-path-literal.grit).
 */
export const API_PATHS = {
  session: {
    csrfToken: "/api/get_csrf_token/",
    activeUser: "/users/api/user-basic-info/",
    login: "/users/api/login/",
    logout: "/users/api/logout/",
    /** GET: the account's own signed-in browsers (issue 29). */
    mine: "/users/api/sessions/",
    /** POST: signs out every other browser of the account. */
    endOthers: "/users/api/sessions/end-others/",
    /** POST: signs out one other browser, by the handle the list gives. */
    end: "/users/api/sessions/:id/end/",
    /**
     * GET: how the person can confirm it is them and until when the last confirmation holds;
     * POST { current_password } or { code }: confirms it (issue 29, docs/decisions/026).
     */
    reconfirm: "/users/api/reconfirm/",
    /** POST: options for confirming with one of the account's passkeys. */
    reconfirmPasskeyStart: "/users/api/reconfirm/passkey/start/",
    /** POST { response }: confirms it with the passkey. */
    reconfirmPasskey: "/users/api/reconfirm/passkey/",
  },
  /** Two-step sign-in with an authenticator app (issue 29, docs/decisions/020). */
  twoStep: {
    /** GET: whether the account has it on, and how many recovery codes are left. */
    status: "/users/api/two-step/",
    /** POST: a new secret to scan or type (replaces an unconfirmed one); 409 when it is already on. */
    start: "/users/api/two-step/start/",
    /** POST { code }: the first code turns it on and answers the recovery codes, once. */
    confirm: "/users/api/two-step/confirm/",
    /** POST { current_password } or { code }: turns it off. */
    turnOff: "/users/api/two-step/turn-off/",
    /** POST { current_password } or { code }: ten new recovery codes; the old ones stop working. */
    recoveryCodes: "/users/api/two-step/recovery-codes/",
    /** POST { code }: the second step of a sign-in whose password was right. */
    signIn: "/users/api/login/two-step/",
  },
  /** Passkeys (issue 29, docs/decisions/025): WebAuthn, without a password or as the second step. */
  passkeys: {
    /** GET: the account's own passkeys. */
    list: "/users/api/passkeys/",
    /** POST: the options to make a new passkey with (a challenge valid five minutes). */
    registerStart: "/users/api/passkeys/register/start/",
    /** POST { name, response }: adds the passkey; the first second factor also answers recovery codes. */
    register: "/users/api/passkeys/register/",
    /** POST { name }. */
    rename: "/users/api/passkeys/:id/rename/",
    /** POST: removes it; the account's other sessions end. */
    remove: "/users/api/passkeys/:id/remove/",
    /** POST: options for signing in with a passkey alone (any of the site's: discoverable). */
    signInStart: "/users/api/login/passkey/start/",
    /** POST { response }: signs in, as the password and its second step do. */
    signIn: "/users/api/login/passkey/",
    /** POST: options for the second step of a sign-in whose password was right (that account's passkeys). */
    secondStepStart: "/users/api/login/two-step/passkey/start/",
    /** POST { response }: the second step with a passkey. */
    secondStep: "/users/api/login/two-step/passkey/",
  },
  accounts: {
    register: "/users/api/register/",
    resendVerification: "/users/api/register/resend/",
    verifyAccount: "/verification/api/verify-account/",
    forgotPassword: "/users/api/forgot-password/",
    resendPasswordReset: "/users/api/forgot-password/resend/",
    verifyResetLink: "/users/api/forgot-password/verify-link/",
    confirmPasswordReset: "/users/api/forgot-password/confirm/",
    /** The first-run owner setup: GET/POST while the site has no owner, 404 once it has one. */
    setup: "/api/setup/",
  },
  site: {
    config: "/api/site-config/",
    /** The home page's text and blocks as visitors see them (issue 30). */
    home: "/core/api/home/",
    /** Signed proof-of-work challenges for the altcha widget (registered only with BOT_CHECK=altcha). */
    botCheckChallenge: "/api/bot-check/challenge/",
    /** POST { theme }: the signed-in account's own theme, light, dark or system (issue 30). */
    theme: "/users/api/theme/",
    /**
     * POST { locale }: the language the site is shown in (issue 31). Remembered in the browser (the
     * bastion_lang cookie, for visitors too) and, when signed in, on the account.
     */
    language: "/users/api/language/",
  },
  contact: {
    send: "/core/contact-us/",
  },
  serverStatus: {
    status: "/api/server-status/",
  },
  profiles: {
    own: "/users/api/user-profile/",
    user: "/users/api/user-profile/:username/",
    editOwn: "/users/api/user-profile/edit/",
    edit: "/users/api/user-profile/:username/edit/",
    changePassword: "/users/api/password/change/",
  },
  /** Minecraft account linking (issue 32): the signed-in account's own link. */
  minecraftLink: {
    /** GET: whether linking is on, the link server's address, and the account's link. */
    status: "/users/api/minecraft-link/",
    /** POST { code }: the code the link server's kick message showed links the account. */
    code: "/users/api/minecraft-link/code/",
    /** POST: removes the account's link. */
    unlink: "/users/api/minecraft-link/unlink/",
  },
  punishments: {
    list: "/punished/api/punished-players/",
    inspect: "/punished/api/inspect-punishment/:id/",
    /** The game server's batch of punishments (an API key with punishments:write). */
    send: "/api/v1/punishments",
  },
  appeals: {
    verify: "/punished/api/appeal/verify/",
    create: "/punished/api/appeal/create/",
    forPunishment: "/punished/api/appeal/for-punishment/:id/",
    list: "/punished/api/appeal/list/",
    listAdmin: "/punished/api/appeal/list/admin/",
    inspect: "/punished/api/appeal/inspect/:id/",
    modify: "/punished/api/appeal/inspect/:id/modify/",
    closeOthers: "/punished/api/appeal/inspect/:id/close-others/",
    postComment: "/punished/api/appeal/inspect/comment/post/",
    deleteComment: "/punished/api/appeal/inspect/comment/delete/:id/",
    notifications: "/punished/api/appeal/notifications/",
  },
  announcements: {
    list: "/announcements/api/list/",
    view: "/announcements/api/view/:id/",
    create: "/announcements/api/create/",
    /** GET the editable fields, POST the edit. */
    edit: "/announcements/api/edit/:id/",
    delete: "/announcements/api/delete/:id/",
    /** POST a cover picture, DELETE it. */
    cover: "/announcements/api/image/:id/",
    picture: "/announcements/api/picture/",
    comments: "/announcements/api/comments/:id/",
    postComment: "/announcements/api/comment/post/",
    deleteComment: "/announcements/api/comment/delete/:id/",
  },
  newsNetworks: {
    home: "/mc2/api/home-page/",
    inspect: "/mc2/api/news/inspect/:id/",
    create: "/mc2/api/news/create/",
    edit: "/mc2/api/news/edit/:id/",
    delete: "/mc2/api/news/delete/:id/",
    /** The feed document the game reads: the id is random and public, the network's row id is not in it. */
    feed: "/mc2/api/feed/:feed_id/",
  },
  downloads: {
    folders: "/files/api/downloads/",
    createFolder: "/files/api/create/folder/",
    modifyFolder: "/files/api/modify/folder/",
    deleteFolder: "/files/api/delete/folder/",
    folder: "/files/api/get/subfolders/:folder/",
    createSubfolder: "/files/api/create/subfolder/",
    modifySubfolder: "/files/api/modify/subfolder/",
    deleteSubfolder: "/files/api/delete/subfolder/:folder/:subfolder/",
    subfolder: "/files/api/files/get/subfolder/:folder/:subfolder/",
    zipSubfolder: "/files/api/zip/subfolder/:folder/:subfolder/",
    downloadFile: "/files/api/download/file/",
    deleteFile: "/files/api/delete/file/",
    verifyUpload: "/files/api/upload/verify/",
    upload: "/files/api/upload/",
  },
  patching: {
    /** GET the targets, POST a new one. */
    targets: "/patching/api/targets/",
    renameTarget: "/patching/api/targets/:id/rename/",
    /** GET a target's patches, POST (publish) a new one. */
    targetPatches: "/patching/api/targets/:id/patches/",
    makeCurrent: "/patching/api/patches/:id/make-current/",
    patch: "/patching/api/patches/:id/",
    patchFile: "/patching/api/patches/:id/file/",
    downloads: "/api/downloads/api/list/",
    downloadTotals: "/api/downloads/api/totals/",
    /** The game server's questions (an API key with patches:read). */
    current: "/api/v1/patches/:target/current",
    file: "/api/v1/patches/:id/file",
  },
  apiKeys: {
    list: "/api/keys/api/list/",
    create: "/api/keys/api/create/",
    revoke: "/api/keys/api/revoke/:id/",
  },
  /**
   * Custom pages (issue 30, docs/decisions/027). A reader's call sits with the site's own content
   * under /core/ (the contact form's prefix); the owner's are the console's, under /admin/api/.
   */
  pages: {
    /** GET: a published page the caller may read; any other answers 404 like a missing one. */
    view: "/core/api/pages/:slug/",
    /** GET the list (paged), POST a new page. */
    list: "/admin/api/pages/",
    /** GET the page to edit, POST the edit, DELETE it. */
    page: "/admin/api/pages/:id/",
    /** GET the page's revisions, newest first (paged). */
    revisions: "/admin/api/pages/:id/revisions/",
    revision: "/admin/api/pages/:id/revisions/:revision/",
    /** POST: the page becomes that revision again (as a new revision). */
    restore: "/admin/api/pages/:id/revisions/:revision/restore/",
  },
  admin: {
    overview: "/admin/api/overview/",
    /** GET: every group's name, for the console's pickers. */
    groups: "/admin/api/groups/",
    contactInbox: "/admin/api/contact/",
    contactMessage: "/admin/api/contact/:id/",
    markMessageRead: "/admin/api/contact/:id/read/",
    audit: "/admin/api/audit/",
    auditActors: "/admin/api/audit/actors/",
    people: "/admin/api/people/",
    person: "/admin/api/people/:id/",
    changeAccess: "/admin/api/people/:id/access/",
    verifyPerson: "/admin/api/people/:id/verify/",
    deactivatePerson: "/admin/api/people/:id/deactivate/",
    reactivatePerson: "/admin/api/people/:id/reactivate/",
    endSessions: "/admin/api/people/:id/end-sessions/",
    /** POST: removes the person's Minecraft link (issue 32). */
    unlinkMinecraft: "/admin/api/people/:id/minecraft/unlink/",
    /** GET the groups that must have a second factor, POST a new list (issue 29). */
    secondFactorPolicy: "/admin/api/second-factor/",
    /** GET the site's settings, POST them (issue 30). */
    settings: "/admin/api/settings/",
    /** GET the logo and icons, POST a logo (multipart), DELETE it: back to the default (issue 30). */
    settingsLogo: "/admin/api/settings/logo/",
    /** POST a favicon of its own (multipart), DELETE it: the icons are made from the logo again. */
    settingsFavicon: "/admin/api/settings/favicon/",
    /** GET the home page's text and blocks, POST them (issue 30). */
    home: "/admin/api/home/",
    /** GET the navbar's and footer's menus, POST them (issue 30, docs/decisions/031). */
    menus: "/admin/api/menus/",
    /** GET the site's look (colours, default theme), POST it (issue 30). */
    look: "/admin/api/look/",
  },
  /** Discord webhooks (issue 32): the owner's channels, what each receives, and a test message. */
  discord: {
    /** GET every webhook (URLs only as hints) and the recent failures, POST a new one. */
    webhooks: "/admin/api/discord/webhooks/",
    /** POST the edit (a blank URL keeps the stored one), DELETE it with its queue. */
    webhook: "/admin/api/discord/webhooks/:id/",
    /** POST: queues a test message; answers its delivery, to follow. */
    test: "/admin/api/discord/webhooks/:id/test/",
    /** GET: how a queued message is doing. */
    delivery: "/admin/api/discord/deliveries/:id/",
  },
  /** The menus for the one asking: filtered by who they are (issue 30, docs/decisions/031). */
  menus: {
    visitor: "/core/api/menus/",
  },
  /** Ranks and the staff page (issue 30, docs/decisions/032). */
  ranks: {
    /** GET every group with its rank, POST a new one (owner). */
    list: "/admin/api/ranks/",
    /** POST the edit, DELETE it (built-ins refused). */
    rank: "/admin/api/ranks/:id/",
    /** POST every group's id, highest rank first. */
    order: "/admin/api/ranks/order/",
    /** GET: the staff page (public). */
    staff: "/core/api/staff/",
  },
} as const;

/**
 * What the server answers outside the API's prefixes: the health probes, the crawlers' files and the
 * announcements' feed. The web app's pages are in web-routes.ts; any other path gets the page shell.
 */
export const SERVER_PATHS = {
  healthz: "/healthz",
  readyz: "/readyz",
  robots: "/robots.txt",
  sitemap: "/sitemap.xml",
  announcementsFeed: "/announcements/feed.xml",
  /** The web app's manifest (issue 30): the site's name and icons. */
  manifest: "/manifest.webmanifest",
  /** The logo and icons by hashed name: `/site-assets/logo-<hash>.webp`, `/site-assets/icon-<hash>-<size>.png`. */
  siteAsset: "/site-assets/:file",
} as const;

/** The names of a path pattern's `:name` segments. */
export type PathParamName<Pattern extends string> = Pattern extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | PathParamName<Tail>
    : Rest
  : never;

/** A value for each `:name` of a pattern: a pattern without any takes none. */
export type PathParamArgs<Pattern extends string> = [PathParamName<Pattern>] extends [never]
  ? []
  : [params: Record<PathParamName<Pattern>, string | number>];

/**
 * A path of the table with its `:name` segments filled in, each encoded as one segment:
 * `apiPath(API_PATHS.admin.person, { id: 7 })` is `/admin/api/people/7/`.
 */
export function apiPath<Pattern extends string>(pattern: Pattern, ...args: PathParamArgs<Pattern>): string {
  const params: Partial<Record<string, string | number>> = args[0] ?? {};
  return pattern.replace(/:([A-Za-z_]+)/g, (_segment, name: string) => encodeURIComponent(String(params[name])));
}
