// The repository's import graph, read from the source as text: every relative or aliased import of
// every .ts/.tsx file outside tests, resolved to the file it names. Used by `npm run structure` and by
// the module-boundary test; nothing here runs the code it reads.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export const SOURCE_FOLDERS = ["core", "server", "cli", "web/src", "scripts", "bench", "e2e", "test"];
const ALIASES: Record<string, string> = { "@core/": "core/", "@server/": "server/", "@web/": "web/src/" };

/** An import of `to` by `from`; `dynamic`: an import() with a literal. */
export type ImportEdge = { from: string; to: string; typeOnly: boolean; dynamic: boolean };

export function isTestFile(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || file.startsWith("test/") || file.startsWith("e2e/");
}

export function listSourceFiles(root: string, folders = SOURCE_FOLDERS): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(path.join(root, dir))) return;
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && entry.name !== "dist") walk(rel);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(rel);
    }
  };
  for (const folder of folders) walk(folder);
  return files.sort();
}

function resolveSpecifier(root: string, from: string, specifier: string): string | null {
  let base: string | null = null;
  for (const [alias, target] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) base = target + specifier.slice(alias.length);
  }
  if (base === null) {
    if (!specifier.startsWith(".")) return null;
    base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  }
  const stem = base.replace(/\.(js|jsx|ts|tsx|mjs)$/, "");
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`, `${stem}/index.tsx`, base]) {
    if (fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile()) return candidate;
  }
  return null;
}

/** Every import (static, re-export or dynamic with a literal) between files of the tree. */
export function readImportGraph(root: string, files: string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    const source = ts.createSourceFile(
      file,
      text,
      ts.ScriptTarget.Latest,
      false,
      file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const visit = (node: ts.Node) => {
      let specifier: string | null = null;
      let typeOnly = false;
      let dynamic = false;
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        specifier = node.moduleSpecifier.text;
        typeOnly = ts.isImportDeclaration(node)
          ? Boolean(node.importClause?.isTypeOnly) ||
            Boolean(
              node.importClause &&
              !node.importClause.name &&
              node.importClause.namedBindings &&
              ts.isNamedImports(node.importClause.namedBindings) &&
              node.importClause.namedBindings.elements.length > 0 &&
              node.importClause.namedBindings.elements.every((element) => element.isTypeOnly),
            )
          : node.isTypeOnly;
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [argument] = node.arguments;
        if (argument && ts.isStringLiteral(argument)) specifier = argument.text;
        dynamic = true;
      }
      if (specifier) {
        const to = resolveSpecifier(root, file, specifier);
        if (to && to !== file) edges.push({ from: file, to, typeOnly, dynamic });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return edges;
}

/** Strongly connected components with more than one member (Tarjan), each sorted. */
export function circles(nodes: string[], edges: Array<{ from: string; to: string }>): string[][] {
  const next = new Map<string, string[]>();
  for (const node of nodes) next.set(node, []);
  for (const edge of edges) if (next.has(edge.from) && next.has(edge.to)) next.get(edge.from)!.push(edge.to);
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node)!) {
      if (!order.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, order.get(target)!));
    }
    if (low.get(node) === order.get(node)) {
      const members: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        members.push(member);
      } while (member !== node);
      if (members.length > 1) found.push(members.sort());
    }
  };
  for (const node of nodes) if (!order.has(node)) connect(node);
  return found;
}
