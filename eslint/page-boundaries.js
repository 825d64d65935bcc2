// The wall between the web app's pages (docs/architecture.md "web/"): each page lives in its own folder,
// web/src/pages/<page>/ (the Admin's in pages/invoices/, the Creator's in pages/creator/, ...), and no
// file of one page imports a file of another; what two pages share lives in web/src/components/,
// web/src/lib/ or web/src/hooks/, which import no page. The app reaches the pages through its route
// table (web/src/routes.ts), not by importing them.
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** web/src/pages/invoices/x.tsx → "invoices"; anything else → null. */
export function pageOf(file) {
  const match = /^web\/src\/pages\/([^/.]+)/.exec(file);
  return match ? match[1] : null;
}

/** The repository path an import names (without resolving an extension), or null when it is not web's. */
function targetOf(fromFile, specifier) {
  if (specifier.startsWith("@web/")) return `web/src/${specifier.slice(5)}`;
  if (specifier.startsWith(".")) return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  return null;
}

/** Why an import from one web file to another breaks the wall between pages, or null when it does not. */
export function pageProblem(fromFile, toFile) {
  const to = pageOf(toFile);
  if (!to) return null;
  const from = pageOf(fromFile);
  if (from === to) return null;
  if (from) {
    return `pages/${from} may not import pages/${to}: move what both use to web/src/components, web/src/lib or web/src/hooks`;
  }
  if (/^web\/src\/(components|lib|hooks)\//.test(fromFile)) {
    return `shared web code may not import a page (pages/${to}): move what it needs out of the page`;
  }
  return null;
}

export const pageBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "A page of the web app imports no other page, and lives in its own folder." },
    schema: [],
  },
  create(context) {
    const fromFile = path.relative(root, context.filename).split(path.sep).join("/");
    if (!fromFile.startsWith("web/src/")) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== "string") return;
      const toFile = targetOf(fromFile, source.value);
      const problem = toFile && pageProblem(fromFile, toFile);
      if (problem) context.report({ node: source, message: problem });
    };
    return {
      Program: (node) => {
        const loose = /^web\/src\/pages\/([^/]+)\.[jt]sx?$/.exec(fromFile);
        if (loose) {
          const name = loose[1].replace(/\.test$/, "");
          context.report({
            node,
            message: `a page lives in its folder: web/src/pages/${name}/${name}-page.tsx, not web/src/pages/${loose[1]}`,
          });
        }
      },
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
