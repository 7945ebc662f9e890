/**
 * The player's settings: how cards look, whether safe cards go home by themselves, and
 * how much the solver helps (the winnability indicator; winnable deals, per game).
 */
import { excerpt, fail, ok, type Result } from "../../engine/index.js";
import { gameById } from "../../games/index.js";

export const RANK_STYLES = ["traditional", "numbers"] as const;
export const SUIT_STYLES = ["traditional", "shapes", "animals"] as const;
export const COLOUR_STYLES = ["two", "four"] as const;
export const THEMES = ["light", "dark"] as const;
/** Table colours: the last is high contrast. */
export const TABLES = ["green", "blue", "burgundy", "slate", "contrast"] as const;
export const CARD_BACKS = ["lattice", "checks", "rings"] as const;

export interface Settings {
  readonly ranks: (typeof RANK_STYLES)[number];
  readonly suits: (typeof SUIT_STYLES)[number];
  readonly colours: (typeof COLOUR_STYLES)[number];
  readonly autoplay: boolean;
  /** A tap on a card sends it where a double tap would, instead of picking it up. */
  readonly tapMoves: boolean;
  readonly theme: (typeof THEMES)[number];
  readonly table: (typeof TABLES)[number];
  readonly back: (typeof CARD_BACKS)[number];
  /** Cards glide to where they go (off also where the system asks for reduced motion). */
  readonly motion: boolean;
  readonly sounds: boolean;
  readonly showWinnability: boolean;
  /** Ids of the games whose New game deals only deals proved winnable. */
  readonly winnableDeals: readonly string[];
}

export const defaultSettings = (prefersDark: boolean): Settings => ({
  ranks: "traditional",
  suits: "traditional",
  colours: "two",
  autoplay: true,
  tapMoves: false,
  theme: prefersDark ? "dark" : "light",
  table: "green",
  back: "lattice",
  motion: true,
  sounds: false,
  showWinnability: true,
  winnableDeals: [],
});

type ChoiceKey = Exclude<keyof Settings, "winnableDeals">;

const CHOICES: { readonly [K in ChoiceKey]: readonly Settings[K][] } = {
  ranks: RANK_STYLES,
  suits: SUIT_STYLES,
  colours: COLOUR_STYLES,
  autoplay: [true, false],
  tapMoves: [true, false],
  theme: THEMES,
  table: TABLES,
  back: CARD_BACKS,
  motion: [true, false],
  sounds: [true, false],
  showWinnability: [true, false],
};

/**
 * Reads stored settings; a setting missing from an older version takes its default,
 * a value that is not one of the choices makes the whole entry unreadable.
 */
export function parseSettings(value: unknown, defaults: Settings): Result<Settings> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return fail("settings must be an object");
  }
  const stored = value as Record<string, unknown>;
  const settings: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(CHOICES) as ChoiceKey[]) {
    if (!Object.hasOwn(stored, key)) continue;
    if (!(CHOICES[key] as readonly unknown[]).includes(stored[key])) {
      return fail(`${excerpt(String(stored[key]).slice(0, 100))} is not a choice for ${key}`);
    }
    settings[key] = stored[key];
  }
  const games = stored.winnableDeals;
  if (games !== undefined) {
    if (!Array.isArray(games) || !games.every((id) => typeof id === "string")) {
      return fail("winnableDeals is not a list of game ids");
    }
    const unknown = games.find((id) => !gameById(id));
    if (unknown !== undefined) return fail(`winnableDeals names ${excerpt(unknown)}, not a game`);
    if (new Set(games).size !== games.length) return fail("winnableDeals names a game twice");
    settings.winnableDeals = games;
  }
  return ok(settings as unknown as Settings);
}
