import { describe, expect, test } from "vitest";
import { fail, ok } from "../../engine/index.js";
import { type KeyValueStore, loadEntry, saveEntry } from "./storage.js";

/** An in-memory Web Storage, as the browser keeps it. */
function memoryStore(): KeyValueStore & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

const parseCount = (value: unknown) =>
  typeof value === "number" ? ok(value) : fail<number>("not a number");

describe("loadEntry", () => {
  test("reads what saveEntry wrote", () => {
    const store = memoryStore();
    expect(saveEntry(store, "k", 42)).toBe(true);
    expect(loadEntry(store, "k", parseCount, "count")).toEqual({ value: 42, problem: null });
  });

  test("a missing entry is no problem", () => {
    expect(loadEntry(memoryStore(), "k", parseCount, "count")).toEqual({
      value: null,
      problem: null,
    });
  });

  test.each(["{not json", '"text"'])("%s is set aside under another key and reported", (raw) => {
    const store = memoryStore();
    store.setItem("k", raw);
    store.setItem("other", "kept");
    const loaded = loadEntry(store, "k", parseCount, "count", 1234);
    expect(loaded.value).toBeNull();
    expect(loaded.problem).toContain("k.set-aside.1234");
    expect(store.entries.get("k.set-aside.1234")).toBe(raw);
    expect(store.entries.has("k")).toBe(false);
    expect(store.entries.get("other")).toBe("kept");
  });

  test("a blocked storage loses nothing and throws nothing", () => {
    expect(loadEntry(null, "k", parseCount, "count").value).toBeNull();
    expect(saveEntry(null, "k", 1)).toBe(false);
  });
});
