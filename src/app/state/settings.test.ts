import { describe, expect, test } from "vitest";
import { defaultSettings, parseSettings } from "./settings.js";

const defaults = defaultSettings(false);

describe("parseSettings", () => {
  test("keeps stored choices and fills in settings an older version lacked", () => {
    const parsed = parseSettings({ ranks: "numbers", theme: "dark" }, defaults);
    expect(parsed).toEqual({ ok: true, value: { ...defaults, ranks: "numbers", theme: "dark" } });
  });

  test("refuses a value that is not one of the choices", () => {
    expect(parseSettings({ suits: "birds" }, defaults).ok).toBe(false);
    expect(parseSettings({ autoplay: "yes" }, defaults).ok).toBe(false);
    expect(parseSettings([], defaults).ok).toBe(false);
    expect(parseSettings(null, defaults).ok).toBe(false);
    expect(parseSettings({ showWinnability: 1 }, defaults).ok).toBe(false);
    expect(parseSettings({ winnableDeals: "spider" }, defaults).ok).toBe(false);
    expect(parseSettings({ winnableDeals: [3] }, defaults).ok).toBe(false);
  });

  test("keeps the games that deal only winnable deals", () => {
    const parsed = parseSettings({ winnableDeals: ["spider"], showWinnability: false }, defaults);
    expect(parsed).toEqual({
      ok: true,
      value: { ...defaults, winnableDeals: ["spider"], showWinnability: false },
    });
  });

  test("looks, motion and sounds: motion on and sounds off unless chosen", () => {
    expect(defaults).toMatchObject({
      table: "green",
      back: "lattice",
      motion: true,
      sounds: false,
    });
    const parsed = parseSettings({ table: "contrast", back: "rings", motion: false }, defaults);
    expect(parsed).toEqual({
      ok: true,
      value: { ...defaults, table: "contrast", back: "rings", motion: false },
    });
    expect(parseSettings({ table: "purple" }, defaults).ok).toBe(false);
    expect(parseSettings({ sounds: "loud" }, defaults).ok).toBe(false);
  });

  test("the default theme follows the system's", () => {
    expect(defaultSettings(true).theme).toBe("dark");
    expect(defaultSettings(false).theme).toBe("light");
    expect(defaults.autoplay).toBe(true);
  });
});
