/** Text of our own (a parser's explanation, which may repeat its input) cut to a bounded length. */

/** `text` cut to at most `max` characters at a whole character, ending in "…" when cut. */
export function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}
