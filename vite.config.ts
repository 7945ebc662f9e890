import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

/**
 * The built page's Content-Security-Policy, as a `<meta>` (docs/hosting.md explains each
 * directive and the headers a host should add). Only the build gets it: the dev server's
 * hot reload injects styles inline.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

const contentSecurityPolicy: Plugin = {
  name: "patience:content-security-policy",
  apply: "build",
  transformIndexHtml: () => [
    {
      tag: "meta",
      attrs: { "http-equiv": "Content-Security-Policy", content: CONTENT_SECURITY_POLICY },
      injectTo: "head-prepend",
    },
  ],
};

/**
 * The browser game: a static site built into dist-app/. `base: "./"` lets the build be
 * served from any folder; the dev and preview servers listen on 127.0.0.1 only. Every
 * asset stays a file (none inlined as a data: URL, which the policy would refuse), and
 * the service worker precaches every file of the build, so the game, its solver workers
 * included, works offline after one visit; a new version waits until the player reloads.
 */
export default defineConfig({
  base: "./",
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  server: { host: "127.0.0.1", port: 5173 },
  preview: { host: "127.0.0.1", port: 4173 },
  build: {
    outDir: "dist-app",
    emptyOutDir: true,
    target: "es2022",
    assetsInlineLimit: 0,
    // Chromium compiles every function of the page's script as it loads, off the main
    // thread, rather than each at its first call: else a game's first clicks compile
    // their functions on the main thread, within the click's frame. The solver's worker
    // is left as it is.
    rolldownOptions: {
      output: { postBanner: (chunk) => (chunk.isEntry ? "//# allFunctionsCalledOnLoad" : "") },
    },
  },
  plugins: [
    contentSecurityPolicy,
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      manifest: {
        name: "Patience",
        short_name: "Patience",
        description: "Free solitaire card games with exact rules and a solver.",
        categories: ["games"],
        display: "standalone",
        background_color: "#f4f1ea",
        theme_color: "#2f6b45",
        icons: [
          { src: "icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "icon-512.png", sizes: "512x512", type: "image/png" },
          {
            src: "icon-maskable-512.png",
            sizes: "512x512",
            type: "image/png",
            purpose: "maskable",
          },
          { src: "icon.svg", sizes: "any", type: "image/svg+xml" },
        ],
      },
      // Every file of the build (the plugin lists the manifest itself), and the first
      // visit's page is served by the worker as soon as it is ready.
      includeManifestIcons: false,
      workbox: {
        globPatterns: ["**/*"],
        globIgnores: ["manifest.webmanifest"],
        clientsClaim: true,
      },
    }),
  ],
});
