/**
 * How a card lies on the card under it, under a pile's build rule. The searches ask it
 * of many cards of every position they score (score.ts) or rate (promising.ts), so each
 * build's answers are worked out once, into a table indexed by `pairOf`.
 */
import { canPlace } from "../../engine/build.js";
import { ACE, type Card, cardOf, KING, suitOf } from "../../engine/card.js";
import type { Build } from "../../engine/rules.js";

/** Numbered from the least to the most tidy. */
export enum Join {
  /** On a card that does not take it: it must move again some day. */
  Broken = 0,
  /** On a card one rank higher of another suit. */
  Mixed = 1,
  /** Alone at the bottom of a pile, or on a face-down card (never in a table: no card under it). */
  Free = 2,
  /** On a card of its own suit that takes it: part of a run that may complete. */
  Suited = 3,
}

const FIRST_CARD = cardOf(ACE, 0);
/** More than the largest card number. */
const CARDS = cardOf(KING, 3) + 1;

/** The place in a join table of `card` lying on `under`. */
export const pairOf = (card: Card, under: Card): number => card * CARDS + under;

const tables = new WeakMap<Build, Uint8Array>();

/** Per pair of cards (`pairOf`), the `Join` of one on the other under `build`. */
export function joinTable(build: Build): Uint8Array {
  const known = tables.get(build);
  if (known) return known;
  const joins = new Uint8Array(CARDS * CARDS);
  for (let card = FIRST_CARD; card < CARDS; card++) {
    for (let under = FIRST_CARD; under < CARDS; under++) {
      if (!canPlace(card, under, build)) continue;
      joins[pairOf(card, under)] = suitOf(card) === suitOf(under) ? Join.Suited : Join.Mixed;
    }
  }
  tables.set(build, joins);
  return joins;
}
