// The house's dependency rules (docs/decisions/007-dependency-direction.md), checked by `npm run check`.
// Server layers, bottom up: config, db/, every *.table.ts and auth-user.ts -> lib -> plugins ->
// features -> app.ts. Tests compose the whole app, so the layer rules look at product files only.
// A layer imports only layers below it; a feature reaches another feature only through its service.
// Web: lib and components know no feature; a feature never imports another; app/ composes them.

const BOTTOM = "^apps/server/src/(config\\.ts|auth-user\\.ts|runtime/|db/|.+\\.table\\.ts$)";
const TEST = "\\.test\\.ts$";
// The server package's doors for code outside it (its package.json "exports", docs/decisions/019):
// the public entry point, the two programs, and the test mail reader the browser tests share.
const SERVER_DOORS = "^apps/server/(src/index\\.ts|src/main\\.ts|src/cli/manage\\.ts|test/mail\\.ts)$";
const TOOLS = "^(tools|e2e/support)/";
const TEST_FILE = "\\.test\\.tsx?$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "An import cycle: the layers no longer have a direction. A cycle closed only by a type import " +
        "(a file without zod naming a schema's type) is gone once built, and allowed.",
      from: { path: "^(apps|packages)/" },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "server-bottom-imports-nothing-above",
      severity: "error",
      comment: "config.ts, db/, the table types and AuthUser are the bottom layer.",
      from: { path: BOTTOM, pathNot: TEST },
      to: { path: "^apps/server/src/", pathNot: [BOTTOM, TEST] },
    },
    {
      name: "only-db-knows-the-sqlite-engine",
      severity: "error",
      comment:
        "The SQLite driver, dialect and read worker are db/'s insides: the rest reaches the database through db/database.ts, whose hints (asBulkWrite, asLongRead) every engine implements its own way.",
      from: { pathNot: "^apps/server/src/db/" },
      to: { path: "^apps/server/src/db/sqlite-" },
    },
    {
      name: "server-lib-knows-no-plugin-or-feature",
      severity: "error",
      from: { path: "^apps/server/src/lib/", pathNot: TEST },
      to: { path: "^apps/server/src/(plugins|features|cli|app\\.ts|main\\.ts)", pathNot: BOTTOM },
    },
    {
      name: "server-plugins-know-no-feature",
      severity: "error",
      comment: "Plugins are cross-cutting: what they need from a feature is passed in by app.ts.",
      from: { path: "^apps/server/src/plugins/", pathNot: TEST },
      to: { path: "^apps/server/src/(features|cli|app\\.ts|main\\.ts)", pathNot: BOTTOM },
    },
    {
      name: "server-feature-to-feature-through-its-service",
      severity: "error",
      comment:
        "A feature reaches another only through its public face: its service, its access rules or its route guard.",
      from: { path: "^apps/server/src/features/([^/]+)/", pathNot: TEST },
      to: {
        path: "^apps/server/src/features/([^/]+)/",
        pathNot: [
          "^apps/server/src/features/$1/",
          "^apps/server/src/features/[^/]+/[^/]+\\.(service|access|guard)\\.ts$",
        ],
      },
    },
    {
      name: "server-threads-start-through-runtime",
      severity: "error",
      comment:
        "A worker thread is an *.worker.ts module started by runtime/worker-thread.ts (typed, linted, tested, compiled), never code in a string (docs/decisions/001).",
      from: {
        path: "^apps/server/src/",
        pathNot: ["^apps/server/src/runtime/worker-thread\\.ts$", "\\.worker\\.ts$", TEST],
      },
      to: { path: "^worker_threads$", dependencyTypes: ["core"], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "server-worker-entries-are-started-not-imported",
      severity: "error",
      comment: "An *.worker.ts module runs in its own thread: importing it would run it in the importer's.",
      from: {},
      to: { path: "\\.worker\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "punishments-search-through-its-planner",
      severity: "error",
      comment:
        "A name search's queries are asked for through its planner (punishments.search.ts), which sits beside the index it reads and takes the search text once (docs/decisions/005).",
      from: { path: "^apps/server/src/features/punishments/", pathNot: ["punishments\\.search\\.ts$", TEST] },
      to: { path: "^apps/server/src/features/punishments/punishments\\.search\\.repository\\.ts$" },
    },
    {
      name: "server-product-imports-no-test-code",
      severity: "error",
      from: { path: "^apps/server/src/", pathNot: "\\.test\\.ts$" },
      to: { path: "(^apps/server/test/|\\.test\\.ts$)" },
    },
    {
      name: "product-imports-no-test-data",
      severity: "error",
      comment:
        "Example data and test helpers (@bastion/shared/testing, apps/*/test/, *.test.ts[x]) stay out of product code, so out of every bundle.",
      from: {
        path: "^(apps/(server|web)/src|packages/shared/src)/",
        pathNot: [TEST_FILE, "^packages/shared/src/testing/"],
      },
      to: { path: ["^packages/shared/src/testing/", "^apps/(server|web)/test/", TEST_FILE] },
    },
    {
      name: "web-feature-imports-no-other-feature",
      severity: "error",
      comment: "bulletproof-react: features are composed by app/, never by each other.",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/([^/]+)/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "web-shared-code-knows-no-feature",
      severity: "error",
      from: { path: "^apps/web/src/(lib|components)/" },
      to: { path: "^apps/web/src/(features|app)/" },
    },
    {
      name: "tools-use-the-server-through-its-doors",
      severity: "error",
      comment:
        "tools/ and the browser tests' support reach the server only through @bastion/server's exports (src/index.ts and the programs), and the shared package through its barrel.",
      from: { path: TOOLS },
      to: { path: "^(apps|packages)/", pathNot: [SERVER_DOORS, "^packages/shared/src/(testing/)?index\\.ts$"] },
    },
    {
      name: "tools-import-packages-by-name",
      severity: "error",
      comment:
        "A relative path into apps/ or packages/ skips the package's exports: import @bastion/server or @bastion/shared.",
      from: { path: TOOLS },
      // A package name resolves through the workspace's link (aliased-workspace; undetermined when the
      // cruise starts below the root), a relative path is local only.
      to: {
        path: "^(apps|packages)/",
        dependencyTypes: ["local"],
        dependencyTypesNot: ["aliased-workspace", "undetermined"],
      },
    },
    {
      name: "product-imports-no-tools",
      severity: "error",
      comment:
        "tools/ is for developers and CI: the product never depends on it (tests may start a throwaway database from it).",
      from: { path: "^(apps|packages)/", pathNot: [TEST, "^apps/server/test/"] },
      to: { path: "^tools/" },
    },
    {
      name: "shared-package-imports-no-app",
      severity: "error",
      from: { path: "^packages/shared/" },
      to: { path: "^apps/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(node_modules|dist)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
