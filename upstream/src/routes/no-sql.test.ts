import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';

/**
 * The sandbox's routes parse, call the store and answer (decision 083): no SQL text, no query helper
 * of `store/database.ts` and no statement of the database handle in `upstream/src/routes`. Every
 * statement lives in `upstream/src/store/` behind a named function.
 */

const routesDir = import.meta.dirname;

/** SQL as the sandbox writes it (keywords in capitals), so prose like "Select a package from the list" passes. */
const sqlShapes = [
  /\bSELECT\b[\s\S]*\bFROM\b/,
  /\bINSERT\s+(?:OR\s+[A-Z]+\s+)?INTO\b/,
  /\bUPDATE\s+\w+\s+SET\b/,
  /\bDELETE\s+FROM\b/,
  /\b(?:CREATE|DROP|ALTER)\s+(?:TABLE|INDEX|VIEW|TRIGGER)\b/,
  /\bBEGIN(?:\s+(?:IMMEDIATE|EXCLUSIVE|DEFERRED))?\s*(?:TRANSACTION)?\s*;?$/,
];
const queryHelpers = new Set(['one', 'many', 'run', 'insert', 'transaction', 'openStore', 'replaceContents']);
const statementMethods = new Set(['prepare', 'exec']);

/** What a route file does that belongs in the store, as `line: finding` texts. */
function storeWorkIn(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const findings: string[] = [];
  const report = (node: ts.Node, what: string) =>
    findings.push(`${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}: ${what}`);
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const text = ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ? ')
        : node.text;
      if (sqlShapes.some((shape) => shape.test(text))) report(node, `SQL text ${JSON.stringify(text.slice(0, 40))}`);
    }
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = node.moduleSpecifier.text;
      const clause = node.importClause;
      if (/(?:^|\/)store\/database(?:\.ts)?$/.test(from) && clause && !clause.isTypeOnly) {
        const bindings = clause.namedBindings;
        if (clause.name || (bindings && ts.isNamespaceImport(bindings))) report(node, `imports ${from} whole`);
        if (bindings && ts.isNamedImports(bindings))
          for (const element of bindings.elements)
            if (!element.isTypeOnly && queryHelpers.has((element.propertyName ?? element.name).text))
              report(element, `imports the query helper ${(element.propertyName ?? element.name).text}`);
      }
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      statementMethods.has(node.expression.name.text) &&
      /\bstore\b/.test(node.expression.expression.getText(file))
    )
      report(node, `runs a statement (${node.expression.getText(file)})`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

describe('the sandbox routes hold no SQL', () => {
  it('finds SQL text, the query helpers and statements, and passes what is not', () => {
    const sample = [
      "import { one, type Store } from '../store/database.ts';",
      "import type { Store as S } from '../store/database.ts';",
      "import { many as rows } from '../store/database.ts';",
      'const a = one(store, `SELECT id FROM campaigns WHERE id = ${id}`);',
      "const b = 'INSERT OR IGNORE INTO package_clients (package_id) VALUES (?)';",
      "const c = 'UPDATE campaigns SET status = ?';",
      "store.prepare('x');",
      "const d = 'The value you selected is not a valid choice.';",
      "const e = 'Select a package from the list';",
      "store.exec('BEGIN IMMEDIATE');",
    ].join('\n');
    assert.deepEqual(storeWorkIn('sample.ts', sample), [
      '1: imports the query helper one',
      '3: imports the query helper many',
      '4: SQL text "SELECT id FROM campaigns WHERE id =  ? "',
      '5: SQL text "INSERT OR IGNORE INTO package_clients (p"',
      '6: SQL text "UPDATE campaigns SET status = ?"',
      '7: runs a statement (store.prepare)',
      '10: runs a statement (store.exec)',
      '10: SQL text "BEGIN IMMEDIATE"',
    ]);
  });

  it('every route file parses, calls the store and answers', () => {
    const files = readdirSync(routesDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    assert.ok(files.length > 20, `expected the route files in ${routesDir}`);
    const findings = files.flatMap((name) =>
      storeWorkIn(name, readFileSync(join(routesDir, name), 'utf8')).map((finding) => `routes/${name}:${finding}`),
    );
    assert.deepEqual(findings, []);
  });
});
