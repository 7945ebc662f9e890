/**
 * Measured win rates, per game id, for the rules pages: the open-game figures of
 * docs/win-rates.md (every card known), over deals 1-10000 where the game has them, else
 * over deals 1-1000; and, in the games with hidden cards, how often Hint's advice wins.
 * A game without an entry shows nothing (no guesses).
 */
export interface MeasuredWinRate {
  /** e.g. "98.2 %", or a range where some deals are still undecided. */
  readonly rate: string;
  /** How it was measured. */
  readonly method: string;
}

/** A count of deals as the docs write it: 8,953. */
const count = (deals: number) => deals.toLocaleString("en-US");

/** The rate over deals 1 to `deals`, of which `won` won, `lost` proved lost, the rest undecided. */
function measured(deals: number, won: number, lost: number, budget: string): MeasuredWinRate {
  const undecided = deals - won - lost;
  const percent = (part: number) => `${((100 * part) / deals).toFixed(1)} %`;
  const settled = `deals 1-${deals} with every card known: ${count(won)} won, ${count(lost)} proved lost`;
  return undecided === 0
    ? { rate: percent(won), method: settled }
    : {
        rate: `between ${percent(won)} and ${percent(won + undecided)}`,
        method: `${settled}, ${count(undecided)} not settled by the solver within ${budget} each`,
      };
}

export const MEASURED_WIN_RATES: Readonly<Record<string, MeasuredWinRate>> = {
  "penelopes-web": measured(10000, 1393, 8192, "2 s"),
  penta: measured(10000, 9892, 0, "0.5 s"),
  "penguin-tuxedo": measured(10000, 9821, 160, "5 s"),
  "penguin-original": measured(10000, 9968, 11, "5 s"),
  spiderette: measured(1000, 927, 30, "10 s"),
  "will-o-the-wisp": measured(10000, 9712, 110, "10 s"),
  "black-widow": measured(1000, 999, 0, "10 s"),
  "streets-and-alleys": measured(10000, 5020, 4852, "2 s"),
  "beleaguered-castle": measured(10000, 6809, 3165, "2 s"),
  spider: measured(1000, 892, 0, "10 s"),
  klondike: measured(10000, 8966, 839, "10 s"),
  "klondike-3": measured(10000, 8119, 1361, "5 s"),
  "portuguese-solitaire": measured(10000, 9983, 15, "10 s"),
  citadel: measured(10000, 8617, 1383, "10 s"),
  "exiled-kings": measured(10000, 7513, 2478, "10 s"),
  "bakers-dozen": measured(10000, 9970, 17, "10 s"),
  deuces: measured(10000, 9601, 0, "10 s"),
};

/** How often a game played by Hint's advice alone, from the deal and never undone, was won. */
export interface HintWinRate {
  readonly won: number;
  readonly deals: number;
  /** The deal numbers played, as the docs write them: "5001-5200". */
  readonly range: string;
}

/** Hint at the app's own budget, from docs/win-rates.md ("The win rate at Hint's time"). */
export const HINT_WIN_RATES: Readonly<Record<string, HintWinRate>> = {
  klondike: { won: 123, deals: 200, range: "5001-5200" },
  "klondike-3": { won: 65, deals: 200, range: "5001-5200" },
  spiderette: { won: 14, deals: 200, range: "5001-5200" },
  "will-o-the-wisp": { won: 45, deals: 200, range: "5001-5200" },
};
