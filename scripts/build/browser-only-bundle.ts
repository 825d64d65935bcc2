// The web bundle holds browser code only. web/ may import core's pure rules (a face re-exports them, and
// package.json's `sideEffects` lets the bundler drop the rest), so a page that reaches a face whose other
// files read the database or send mail compiles either way; this check fails the build when such code is
// actually rendered into a chunk, instead of shipping drizzle or a node built-in stub to every visitor.
import type { Plugin } from "vite";

/** Packages and folders that run on the server or in the terminal, never in a browser. */
const SERVER_ONLY = [
  /[\\/]node_modules[\\/](better-sqlite3|drizzle-orm|nodemailer|node-cron|pdfkit|fontkit|sharp|stripe|openai|ai|@ai-sdk[\\/][^\\/]+|@node-rs[\\/][^\\/]+|@hono[\\/]node-server|hono-openapi|hono-rate-limiter|ink|commander|@modelcontextprotocol[\\/]sdk|sonic-boom|undici|proxy-addr|@react-email[\\/][^\\/]+)[\\/]/,
  /__vite-browser-external/,
  /server-only-stub/,
  /[\\/](server|cli)[\\/][^\\/]+\.tsx?$/,
];

export function browserOnlyBundle(): Plugin {
  return {
    name: "microteam:browser-only-bundle",
    apply: "build",
    generateBundle(_options, bundle) {
      const offenders: string[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        for (const [id, info] of Object.entries(output.modules)) {
          if (info.renderedLength > 0 && SERVER_ONLY.some((pattern) => pattern.test(id))) {
            offenders.push(`${output.fileName}: ${id.replace(process.cwd(), ".")}`);
          }
        }
      }
      if (offenders.length > 0) {
        this.error(
          `Server-only code in the web bundle (import a pure rule from its own file or move it to core's kernel):\n  ${offenders.join("\n  ")}`,
        );
      }
    },
  };
}
