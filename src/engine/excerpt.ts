/**
 * Quoting untrusted input in a message: a short, escaped excerpt, so that a 20 MB game
 * id or a terminal escape sequence comes back as one short, harmless line.
 */

/** How many characters of escaped input a message quotes at most. */
export const EXCERPT_LENGTH = 40;

/**
 * Characters shown escaped: controls (C0, DEL, C1), invisible formatting (bidirectional
 * overrides, zero-width characters, the byte-order mark), line and paragraph separators,
 * spaces other than the plain one, and halves of broken surrogate pairs.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Zs}]/u;

const SHORT_ESCAPES: Readonly<Record<string, string>> = {
  '"': '\\"',
  "\\": "\\\\",
  "\n": "\\n",
  "\r": "\\r",
  "\t": "\\t",
};

const hex = (code: number): string => code.toString(16).padStart(4, "0");

/** One character (a code point) as it is shown between the quotes. */
function shown(char: string): string {
  const short = SHORT_ESCAPES[char];
  if (short !== undefined) return short;
  if (char === " " || !HIDDEN.test(char)) return char;
  const code = char.codePointAt(0) ?? 0;
  return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${hex(code)}`;
}

/** The number of code points in `text`: a surrogate pair counts once. */
function codePoints(text: string): number {
  let count = text.length;
  for (let i = 1; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const before = text.charCodeAt(i - 1);
    if (unit >= 0xdc00 && unit <= 0xdfff && before >= 0xd800 && before <= 0xdbff) count--;
  }
  return count;
}

/**
 * `text` in double quotes, escaped like a JSON or JavaScript string (quotes, backslashes
 * and hidden characters), at most `max` characters between the quotes. A longer text is
 * cut at a whole character and said to be cut, with its full length in characters:
 * `"penguin-tux"… (20971520 characters)`. Costs time in proportion to `max`, apart from
 * one pass counting the characters of a text that is cut.
 */
export function excerpt(text: string, max: number = EXCERPT_LENGTH): string {
  let body = "";
  // Code points one at a time; the loop stops at the first one that does not fit.
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i) ?? 0;
    const char = String.fromCodePoint(code);
    const piece = shown(char);
    if (body.length + piece.length > max) return `"${body}"… (${codePoints(text)} characters)`;
    body += piece;
    i += char.length;
  }
  return `"${body}"`;
}
