/**
 * The app's budget for a hint in a hidden-card game: layouts of the hidden cards guessed
 * and the time for the whole decision. The fair player starts no layout after the
 * time is up, but one begun may run its share (thinkMs / samples) past it, so the time
 * leaves that share free below the one-second answer the page promises.
 * `npm run bench -- assist` times hints at this budget.
 */
export const FAIR_HINT_BUDGET = { samples: 8, thinkMs: 800 } as const;
