/**
 * For tests: an in-memory Web Storage holding at most `room` characters (keys and
 * values), which refuses more as the browser's quota does.
 */
import type { KeyValueStore } from "./storage.js";

export function memoryStorage(room = Number.POSITIVE_INFINITY) {
  const entries = new Map<string, string>();
  const used = () => [...entries].reduce((sum, [key, value]) => sum + key.length + value.length, 0);
  const store: KeyValueStore & { readonly entries: Map<string, string> } = {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      const before = entries.get(key);
      const others = used() - (before === undefined ? 0 : key.length + before.length);
      if (others + key.length + value.length > room) {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      }
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
  return store;
}
