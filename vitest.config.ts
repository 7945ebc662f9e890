import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "tests/{cli,vectors}/**/*.test.ts"],
          environment: "node",
          // The solver's tests decide by budgets of positions, never by seconds; the
          // timeout only catches a hang, and the shared machine may run them slowly.
          testTimeout: 300_000,
        },
      },
      {
        test: {
          name: "browser",
          include: ["tests/browser/**/*.test.ts"],
          globalSetup: ["tests/browser/serve.ts"],
          fileParallelism: false,
          // A hang guard too: the offline test visits every game, slow on a loaded machine.
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
