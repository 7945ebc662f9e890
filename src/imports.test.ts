/**
 * The house drawn from the imports: no module of src/ reaches itself through its
 * imports (type imports included), and every solver module is used, by `solve` or by a
 * test.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = dirname(fileURLToPath(import.meta.url));

/** Every TypeScript file under `folder`. */
function sourcesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourcesIn(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^;"']*?from\s*"(\.{1,2}\/[^"]+)"|import\(\s*"(\.{1,2}\/[^"]+)"\s*\)/g;

/** The files of src/ that `file` imports (relative imports of `.js` names resolved to their sources). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const target = resolve(dirname(file), match[1] ?? match[2]);
    const source = [target.replace(/\.js$/, ".ts"), target.replace(/\.js$/, ".tsx")].find(
      existsSync,
    );
    if (source) found.push(source);
  }
  return found;
}

const graph = new Map(sourcesIn(SRC).map((file) => [file, importsOf(file)]));
const name = (file: string) => relative(SRC, file);

/** The import cycles met by a depth-first walk, each as the files round it. */
function cycles(): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const line: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    line.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") found.push([...line.slice(line.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    line.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

/** The files reached from `roots` through imports, the roots included. */
function reachedFrom(roots: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const todo = [...roots];
  for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    todo.push(...(graph.get(file) ?? []));
  }
  return reached;
}

describe("the imports of src/", () => {
  it("form no cycle", () => {
    expect(cycles().map((cycle) => cycle.map(name).join(" -> "))).toEqual([]);
  });

  it("find a cycle where there is one", () => {
    // The walk itself, on a made-up graph of three files.
    const [a, b, c] = ["a.ts", "b.ts", "c.ts"].map((file) => join(SRC, "made-up", file));
    const saved = new Map(graph);
    graph.clear();
    graph.set(a, [b]).set(b, [c]).set(c, [a]);
    try {
      expect(cycles().map((cycle) => cycle.map(name))).toEqual([
        ["made-up/a.ts", "made-up/b.ts", "made-up/c.ts", "made-up/a.ts"],
      ]);
    } finally {
      graph.clear();
      for (const [file, imports] of saved) graph.set(file, imports);
    }
  });

  it("reach every solver module from solve() or from a test", () => {
    const solver = join(SRC, "solver");
    const files = [...graph.keys()].filter((file) => file.startsWith(`${solver}/`));
    const roots = [join(solver, "index.ts"), ...files.filter((file) => file.endsWith(".test.ts"))];
    const reached = reachedFrom(roots);
    expect(files.filter((file) => !reached.has(file)).map(name)).toEqual([]);
    expect(files.length).toBeGreaterThan(40);
  });
});
