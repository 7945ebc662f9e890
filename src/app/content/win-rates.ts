/**
 * Measured win rates, per game id, for the rules pages: the open-game figures of
 * docs/win-rates.md (every card known, deals 1-1000). A game without an entry shows
 * nothing (no guesses).
 */
export interface MeasuredWinRate {
  /** e.g. "98.2 %", or a range where some deals are still undecided. */
  readonly rate: string;
  /** How it was measured. */
  readonly method: string;
}

const measured = (won: number, lost: number, undecided: number, budget: string) => {
  const percent = (count: number) => `${(count / 10).toFixed(1)} %`;
  const settled = `${won} won, ${lost} proved lost`;
  return undecided === 0
    ? { rate: percent(won), method: `deals 1-1000 with every card known: ${settled}` }
    : {
        rate: `between ${percent(won)} and ${percent(won + undecided)}`,
        method: `deals 1-1000 with every card known: ${settled}, ${undecided} not settled by the solver within ${budget} each`,
      };
};

export const MEASURED_WIN_RATES: Readonly<Record<string, MeasuredWinRate>> = {
  "penelopes-web": measured(157, 828, 15, "2 s"),
  penta: measured(990, 0, 10, "0.5 s"),
  "penguin-tuxedo": measured(982, 18, 0, "5 s"),
  "penguin-original": measured(999, 0, 1, "5 s"),
  spiderette: measured(927, 30, 43, "10 s"),
  "will-o-the-wisp": measured(980, 13, 7, "10 s"),
  "black-widow": measured(999, 0, 1, "10 s"),
  "streets-and-alleys": measured(503, 490, 7, "2 s"),
  "beleaguered-castle": measured(673, 325, 2, "2 s"),
  spider: measured(892, 0, 108, "10 s"),
};
