/** Calendar days in UTC, as the deal of the day and the statistics write them. */

/** The UTC calendar day of `ms` (milliseconds since 1970), as YYYY-MM-DD. */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Whether `value` is a calendar day written YYYY-MM-DD. */
export const isDay = (value: unknown): value is string =>
  typeof value === "string" &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  utcDay(Date.parse(`${value}T00:00:00Z`)) === value;
