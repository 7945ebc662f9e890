import { defineConfig } from "vite";

/**
 * The browser game: a static site built into dist-app/. `base: "./"` lets the build be
 * served from any folder; the dev and preview servers listen on 127.0.0.1 only.
 */
export default defineConfig({
  base: "./",
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  server: { host: "127.0.0.1", port: 5173 },
  preview: { host: "127.0.0.1", port: 4173 },
  build: { outDir: "dist-app", emptyOutDir: true, target: "es2022" },
});
