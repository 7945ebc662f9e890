/**
 * The budget of a hint in a hidden-card game: layouts of the hidden cards guessed and
 * the time for their solving. The app's Hint uses it, and `patience winrate --think-ms`
 * plays with its layouts, so the win rate it measures is the advice the page gives. The
 * fair player starts no layout after the time is up, but one begun may run its share
 * (thinkMs / samples) past it, and the planner's look-ahead follows when no layout is
 * won, so the time leaves both free below the one-second answer the page promises.
 * `npm run bench -- assist` times hints at this budget.
 */
export const FAIR_HINT_BUDGET = { samples: 8, thinkMs: 700 } as const;
