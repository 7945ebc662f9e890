/**
 * The deal of the day, and the UTC calendar days it is counted by: for each game, one
 * deal for everyone on a calendar day in UTC.
 *
 * Its number is 1 + (h mod 1,000,000), where h is the 32-bit FNV-1a hash of the UTF-8
 * bytes of `GAME/YYYY-MM-DD` (the game's interchange id, a slash, the day): offset
 * basis 2166136261, prime 16777619. Frozen: changing it changes every player's deal of
 * the day (daily.test.ts guards known days).
 */

/** The UTC calendar day of `ms` (milliseconds since 1970), as YYYY-MM-DD. */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Whether `value` is a calendar day written YYYY-MM-DD. */
export const isDay = (value: unknown): value is string =>
  typeof value === "string" &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  utcDay(Date.parse(`${value}T00:00:00Z`)) === value;

const DAY_MS = 24 * 3600 * 1000;

/** The day before `day` (YYYY-MM-DD). */
export const previousDay = (day: string): string => utcDay(Date.parse(`${day}T00:00:00Z`) - DAY_MS);

/** Deal numbers of the day run from 1 to this, short enough to read out. */
export const DAILY_DEALS = 1_000_000;

function fnv1a(text: string): number {
  let hash = 2166136261;
  for (const byte of new TextEncoder().encode(text)) {
    hash = Math.imul(hash ^ byte, 16777619) >>> 0;
  }
  return hash;
}

/** The deal of the day of game `game` on `day` (YYYY-MM-DD, UTC). */
export const dailyDeal = (game: string, day: string): number =>
  1 + (fnv1a(`${game}/${day}`) % DAILY_DEALS);
