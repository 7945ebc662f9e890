/**
 * MEASURED WIN RATES, per game id, for the rules pages. The solver's work fills this
 * in from docs/win-rates.md; a game without an entry shows nothing (no guesses).
 */
export interface MeasuredWinRate {
  /** e.g. "81.2%". */
  readonly rate: string;
  /** How it was measured, e.g. "deals 1-10000, solver budget 10 s". */
  readonly method: string;
}

export const MEASURED_WIN_RATES: Readonly<Record<string, MeasuredWinRate>> = {};
