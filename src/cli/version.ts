/** The package version, read from the package.json above this file (in src/ or in dist/src/). */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export async function packageVersion(): Promise<string> {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, "package.json"))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error("package.json not found above the command line");
    folder = parent;
  }
  const manifest = JSON.parse(await readFile(join(folder, "package.json"), "utf8"));
  return String(manifest.version);
}
