import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { browserOnlyBundle } from "./scripts/build/browser-only-bundle";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromRoot("./web"),
  plugins: [react(), tailwindcss(), browserOnlyBundle()],
  resolve: {
    // Same aliases as tsconfig.json, so editor, typecheck and bundle agree.
    alias: {
      "@web": fromRoot("./web/src"),
      "@core": fromRoot("./core"),
      // Server-only packages that core's faces reach and the bundler drops (scripts/build/server-only-stub.ts).
      "@node-rs/argon2": fromRoot("./scripts/build/server-only-stub.ts"),
    },
  },
  build: {
    outDir: fromRoot("./dist/web"),
    emptyOutDir: true,
    // scripts/report-landing-size.ts reads the manifest to hold the landing page to its JS budget;
    // server/route-preloads.ts reads it to name each page's chunks in its HTML.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every icon in one chunk rather than one request each: on a phone's network, forty small
          // requests cost more than a few kilobytes more in one.
          // The same holds for the app's shell (decision 275): the layout, the UI kit's common parts,
          // the data layer and the helpers every signed-in page uses travel as one chunk beside the
          // entry, not as twenty files under a kilobyte each (the dashboard's first load went from 30
          // files to 10; over HTTP/1.1's six connections each file costs a round trip).
          groups: [
            { name: "icons", test: /lucide-react/ },
            {
              name: "shell",
              test: /web[\\/]src[\\/](components[\\/](layout|notifications)[\\/]|components[\\/]ui[\\/](button|badge|card|separator|progress|skeleton|spinner|dropdown-menu|toast)\.tsx|hooks[\\/](use-toast|use-now|useAuth|use-opened-once)\.ts|lib[\\/](utils|queryClient|format|paging|time-ago)\.ts)|node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
            },
            // The business's shared keys, refreshes, formatting and reads (lib/business-data and its
            // neighbours), used together by the Admin's and the clients' pages: one small chunk, as they
            // were when they were one file, rather than five.
            {
              name: "business-data",
              test: /web[\\/]src[\\/](lib[\\/](business-data|invoice-pages|month-grid)|hooks[\\/](use-sticky|use-owner-today))\.ts/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The API and its cookies live on the server (npm start, port 5000).
    proxy: {
      "/api": {
        target: "http://localhost:5000",
        // In production the server answers a browser's GET /api/login with this SPA's sign-in page;
        // in development Vite serves that page itself, so it runs the code being edited.
        bypass: (req) =>
          req.method === "GET" && req.url?.startsWith("/api/login") && req.headers.accept?.includes("text/html")
            ? "/index.html"
            : undefined,
      },
    },
  },
});
