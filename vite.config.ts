import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromRoot("./web"),
  plugins: [react(), tailwindcss()],
  resolve: {
    // Same aliases as tsconfig.json, so editor, typecheck and bundle agree.
    alias: {
      "@web": fromRoot("./web/src"),
      "@core": fromRoot("./core"),
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
          groups: [{ name: "icons", test: /lucide-react/ }],
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
