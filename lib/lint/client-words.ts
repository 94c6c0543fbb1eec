import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Which translation namespaces a page's client components ask for (`useTranslation('x')`) and which its
 * server components give them (`<PageWords namespaces={['x']}>`), found by walking the page's imports from
 * its route module. Imports are followed by name through re-exports, so a page that takes one component
 * from a feature's entry is not charged with the rest of that entry. Used by lib/i18n/page-words.test.ts.
 */
export type PageWordsReport = { asked: Set<string>; given: Set<string> };

type Module = {
  /** names this module declares itself (functions, constants, default) */
  own: Set<string>;
  /** `export { a as b } from 'm'` -> b: [m, a]; `export * from 'm'` under '*' */
  reexports: { exported: string; from: string; imported: string }[];
  stars: string[];
  /** imports of the module's own code: target and the names taken ('*' for all) */
  imports: { from: string; names: string[] }[];
  asked: string[];
  given: string[];
};

const ALL = '*';

export function createWalker(root: string) {
  const modules = new Map<string, Module>();

  function resolveFrom(file: string, spec: string): string | null {
    const base = spec.startsWith('@/')
      ? path.join(root, spec.slice(2))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(file), spec)
        : null;
    if (base === null) return null;
    if (existsSync(base) && statSync(base).isFile()) return /\.tsx?$/.test(base) ? base : null;
    for (const suffix of ['.tsx', '.ts', '/index.tsx', '/index.ts']) if (existsSync(base + suffix)) return base + suffix;
    return null;
  }

  const literalStrings = (node: ts.Expression | undefined): string[] =>
    node && ts.isArrayLiteralExpression(node) ? node.elements.filter(ts.isStringLiteralLike).map((e) => e.text) : [];

  function parse(file: string): Module {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const mod: Module = { own: new Set(), reexports: [], stars: [], imports: [], asked: [], given: [] };
    const target = (spec: ts.Expression) => (ts.isStringLiteralLike(spec) ? resolveFrom(file, spec.text) : null);
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement)) {
        const from = target(statement.moduleSpecifier);
        const clause = statement.importClause;
        if (!from || clause?.isTypeOnly) continue;
        const names: string[] = [];
        if (!clause) names.push(ALL);
        else {
          if (clause.name) names.push('default');
          const bindings = clause.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) names.push(ALL);
          if (bindings && ts.isNamedImports(bindings))
            for (const el of bindings.elements) if (!el.isTypeOnly) names.push((el.propertyName ?? el.name).text);
        }
        if (names.length) mod.imports.push({ from, names });
      } else if (ts.isExportDeclaration(statement)) {
        if (statement.isTypeOnly) continue;
        const clause = statement.exportClause;
        if (!statement.moduleSpecifier) {
          // `export { a, b as c }` of the module's own declarations
          if (clause && ts.isNamedExports(clause)) for (const el of clause.elements) if (!el.isTypeOnly) mod.own.add(el.name.text);
          continue;
        }
        const from = target(statement.moduleSpecifier);
        if (!from) continue;
        if (!clause) mod.stars.push(from);
        else if (ts.isNamedExports(clause))
          for (const el of clause.elements)
            if (!el.isTypeOnly) mod.reexports.push({ exported: el.name.text, from, imported: (el.propertyName ?? el.name).text });
      } else {
        const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
        const exported = modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
        const isDefault = modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
        if (ts.isExportAssignment(statement) || isDefault) {
          mod.own.add('default');
        } else if (exported && ts.isVariableStatement(statement)) {
          for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) mod.own.add(d.name.text);
        } else if (exported && (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
          mod.own.add(statement.name.text);
        }
      }
    }
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        if (ts.isIdentifier(callee) && callee.text === 'useTranslation') {
          const [arg] = node.arguments;
          if (!arg) mod.asked.push('common');
          else if (ts.isStringLiteralLike(arg)) mod.asked.push(arg.text);
        }
        if (callee.kind === ts.SyntaxKind.ImportKeyword) {
          const from = node.arguments[0] && target(node.arguments[0]);
          if (from) mod.imports.push({ from, names: [ALL] });
        }
      }
      if (ts.isJsxAttribute(node) && node.name.getText() === 'namespaces' && node.initializer && ts.isJsxExpression(node.initializer)) {
        const owner = node.parent.parent;
        if ((ts.isJsxOpeningElement(owner) || ts.isJsxSelfClosingElement(owner)) && owner.tagName.getText() === 'PageWords')
          mod.given.push(...literalStrings(node.initializer.expression));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return mod;
  }

  const moduleOf = (file: string) => {
    let mod = modules.get(file);
    if (!mod) modules.set(file, (mod = parse(file)));
    return mod;
  };

  /** The namespaces a route module's imports ask for and give, its own code included. */
  return function pageWords(entry: string): PageWordsReport {
    const report: PageWordsReport = { asked: new Set(), given: new Set() };
    const bodiesSeen = new Set<string>();
    const namesSeen = new Map<string, Set<string>>();
    const queue: { file: string; name: string }[] = [{ file: entry, name: ALL }];
    while (queue.length) {
      const { file, name } = queue.pop()!;
      const seen = namesSeen.get(file) ?? new Set<string>();
      if (seen.has(name) || seen.has(ALL)) continue;
      seen.add(name);
      namesSeen.set(file, seen);
      const mod = moduleOf(file);
      // its own code counts when something it declares is taken (or everything is)
      if ((name === ALL || mod.own.has(name)) && !bodiesSeen.has(file)) {
        bodiesSeen.add(file);
        mod.asked.forEach((ns) => report.asked.add(ns));
        mod.given.forEach((ns) => report.given.add(ns));
        for (const imported of mod.imports) for (const n of imported.names) queue.push({ file: imported.from, name: n });
      }
      for (const re of mod.reexports)
        if (name === ALL || re.exported === name) queue.push({ file: re.from, name: name === ALL ? ALL : re.imported });
      for (const star of mod.stars) queue.push({ file: star, name });
    }
    return report;
  };
}
