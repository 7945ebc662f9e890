import { describe, expect, test } from "vitest";
import { fail, ok } from "../../engine/index.js";
import { memoryStorage as memoryStore } from "./memory-storage.js";
import { type KeyValueStore, SafeStorage, type WriteFailure } from "./storage.js";

const parseCount = (value: unknown) =>
  typeof value === "number" ? ok(value) : fail<number>("not a number");

function storage(store: KeyValueStore | null) {
  const failures: WriteFailure[] = [];
  return { failures, safe: new SafeStorage(store, (failure) => failures.push(failure)) };
}

describe("SafeStorage", () => {
  test("reads what it wrote; a missing entry is no problem", () => {
    const { safe } = storage(memoryStore());
    expect(safe.writeJson("k", 42)).toBe(true);
    expect(safe.load("k", parseCount, "count")).toEqual({ value: 42, text: "42", problem: null });
    expect(safe.load("m", parseCount, "count")).toEqual({ value: null, text: null, problem: null });
  });

  test.each(["{not json", '"text"'])("%s is set aside under another key and reported", (raw) => {
    const store = memoryStore();
    store.setItem("k", raw);
    store.setItem("other", "kept");
    const loaded = storage(store).safe.load("k", parseCount, "count", 1234);
    expect(loaded.value).toBeNull();
    expect(loaded.problem).toContain('kept aside as "k.set-aside.1234"');
    expect(store.entries.get("k.set-aside.1234")).toBe(raw);
    expect(store.entries.has("k")).toBe(false);
    expect(store.entries.get("other")).toBe("kept");
  });

  test("a value that cannot be copied aside is left, said so, and not written over", () => {
    const store = memoryStore(3_000_100);
    store.setItem("k", "x".repeat(3_000_000));
    const { safe, failures } = storage(store);
    const loaded = safe.load("k", parseCount, "statistics", 1);
    expect(loaded.problem).toContain("could not be kept aside (the browser's storage is full)");
    expect(loaded.problem).not.toContain("kept aside as");
    expect(store.entries.get("k")?.length).toBe(3_000_000);
    expect(store.entries.has("k.set-aside.1")).toBe(false);
    expect(safe.writeJson("k", 1)).toBe(false);
    expect(store.entries.get("k")?.length).toBe(3_000_000);
    expect(failures).toEqual([]);
  });

  test("a full or blocked storage is reported, throws nothing, and loses nothing stored", () => {
    const full = storage(memoryStore(10));
    expect(full.safe.write("k", "a long value")).toBe(false);
    expect(full.failures).toEqual(["full"]);
    const blocked = storage(null);
    expect(blocked.safe.write("k", "1")).toBe(false);
    expect(blocked.safe.load("k", parseCount, "count").value).toBeNull();
    expect(blocked.failures).toEqual(["blocked"]);
    const throwing = storage({
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      removeItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    });
    expect(throwing.safe.read("k")).toBeNull();
    expect(throwing.safe.write("k", "1")).toBe(false);
    expect(() => throwing.safe.remove("k")).not.toThrow();
    expect(throwing.failures).toEqual(["blocked"]);
  });

  test("a parser's long explanation is cut short in the problem", () => {
    const store = memoryStore();
    store.setItem("k", "1");
    const loaded = storage(store).safe.load("k", () => fail("x".repeat(1_000_000)), "count");
    expect(loaded.problem?.length).toBeLessThan(400);
  });
});
