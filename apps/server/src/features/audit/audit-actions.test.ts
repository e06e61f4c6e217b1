import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { AUDIT_ACTION_NAMES } from "@bastion/shared";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Every action the audit log can name (AUDIT_ACTIONS) is recorded by the product somewhere, so the
// log's filter offers nothing that can never appear. Read from the source, not collected from a
// run: each test file boots its own database, so no single run sees every action, and a test of the
// whole suite's log would break whenever one file runs alone. audit.test.ts checks the entries
// themselves, one kind at a time.
//
// A recorder is `recordAudit` (the action is its entry's `action`) or one of our functions taking
// an `AuditAction` parameter (downloads.audit.ts); the names counted are the string literals passed
// there, both branches of a `?:` included. The source is parsed, not grepped, so a name in a
// comment, a query filter or a test does not count.

const SERVER_SRC = join(import.meta.dirname, "../..");

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return productFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

const parse = (path: string) => ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true);

function walk(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/** The string literals an expression can evaluate to: a literal, or either branch of a `?:`. */
function literalsOf(expression: ts.Expression): string[] {
  if (ts.isStringLiteralLike(expression)) return [expression.text];
  if (ts.isParenthesizedExpression(expression)) return literalsOf(expression.expression);
  if (ts.isConditionalExpression(expression))
    return [...literalsOf(expression.whenTrue), ...literalsOf(expression.whenFalse)];
  return [];
}

const calleeName = (call: ts.CallExpression) => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
};

/** Functions declared with an `AuditAction` parameter, and its position: `auditDownloads` -> 2. */
function actionWrappers(sources: readonly ts.SourceFile[]) {
  const wrappers = new Map<string, number>();
  for (const source of sources) {
    walk(source, (node) => {
      if (!ts.isFunctionDeclaration(node) || !node.name) return;
      const index = node.parameters.findIndex(
        (parameter) => parameter.type?.getText(source) === "AuditAction" && ts.isIdentifier(parameter.name),
      );
      if (index >= 0) wrappers.set(node.name.text, index);
    });
  }
  return wrappers;
}

/** Every action name passed to a recorder, with where (file:line) for the failure message. */
function recordedActions() {
  const sources = productFiles(SERVER_SRC).map(parse);
  const wrappers = actionWrappers(sources);
  const recorded = new Map<string, string[]>();
  const note = (source: ts.SourceFile, node: ts.Node, names: string[]) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    for (const name of names) {
      recorded.set(name, [...(recorded.get(name) ?? []), `${relative(SERVER_SRC, source.fileName)}:${line}`]);
    }
  };
  for (const source of sources) {
    walk(source, (node) => {
      // A recorder may take its action from a description, `audit: { action: "…" }` (the comments'
      // CommentStore in features/comments/comments.service.ts hands it to recordAudit).
      if (
        ts.isPropertyAssignment(node) &&
        node.name.getText(source) === "action" &&
        ts.isObjectLiteralExpression(node.parent) &&
        ts.isPropertyAssignment(node.parent.parent) &&
        node.parent.parent.name.getText(source) === "audit"
      ) {
        note(source, node, literalsOf(node.initializer));
        return;
      }
      if (!ts.isCallExpression(node)) return;
      const name = calleeName(node);
      if (name === "recordAudit") {
        const entry = node.arguments[1];
        if (!entry || !ts.isObjectLiteralExpression(entry)) return;
        for (const property of entry.properties) {
          if (ts.isPropertyAssignment(property) && property.name.getText(source) === "action") {
            note(source, property, literalsOf(property.initializer));
          }
        }
        return;
      }
      const index = name === undefined ? undefined : wrappers.get(name);
      const argument = index === undefined ? undefined : node.arguments[index];
      if (argument) note(source, argument, literalsOf(argument));
    });
  }
  return { recorded, wrappers };
}

describe("the audit log's actions", () => {
  const { recorded, wrappers } = recordedActions();

  it("finds the recorders it reads: recordAudit and the downloads' wrapper", () => {
    expect([...wrappers.keys()]).toContain("auditDownloads");
    // A parse that found nothing would make the next test's failures say nothing useful.
    expect(recorded.size).toBeGreaterThan(20);
  });

  it.each(AUDIT_ACTION_NAMES)("%s is recorded by at least one call in the server's source", (action) => {
    expect(recorded.get(action) ?? [], `no recordAudit call records "${action}"`).not.toEqual([]);
  });

  it("records no action the log does not know (the type says so too; this catches a cast)", () => {
    const known = new Set<string>(AUDIT_ACTION_NAMES);
    expect([...recorded.keys()].filter((action) => !known.has(action))).toEqual([]);
  });
});
