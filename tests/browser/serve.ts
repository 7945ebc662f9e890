/**
 * Global setup of the browser tests: builds the app with Vite into a temporary folder,
 * serves it with `vite preview` on a free port of 127.0.0.1 and gives the address to
 * the tests (`inject("baseUrl")`), and the folder too (`inject("appDir")`).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, preview } from "vite";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    appDir: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export default async function setup(project: TestProject) {
  const outDir = await mkdtemp(join(tmpdir(), "patience-app-"));
  await build({ logLevel: "warn", build: { outDir, emptyOutDir: true } });
  const port = await freePort();
  const server = await preview({
    logLevel: "warn",
    build: { outDir },
    preview: { host: "127.0.0.1", port, strictPort: true, open: false },
  });
  project.provide("baseUrl", `http://127.0.0.1:${port}/`);
  project.provide("appDir", outDir);
  return async () => {
    await server.close();
    await rm(outDir, { recursive: true, force: true });
  };
}
