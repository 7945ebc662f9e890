/**
 * The exact canonical key of a position for the transposition table. Of two positions
 * reached from the same start, the key is the same only when one is the other with
 * interchangeable piles reordered (and, in games whose rules never look at suits, with
 * cards of one rank swapped), so they are won or lost together: no lossy hash ever
 * decides anything. (From one start, some piles are known from the others: see
 * KeyPlan.kept.)
 */
import { type Layout, layoutOf } from "../../engine/layout.js";
import { perRules } from "../../engine/per-rules.js";
import type { Pile, Position } from "../../engine/position.js";
import type { GameRules } from "../../engine/rules.js";
import { knownVocabulary } from "./vocabulary.js";

/** What the key of one game needs to know, derived once from its rules. */
interface KeyPlan {
  /** Runs of flat pile indices in interchange order; each run is one pile group. */
  readonly groups: readonly (readonly number[])[];
  /**
   * Per group: may its piles be reordered freely? Piles of one group follow the same
   * rules and no legal move depends on a pile's index, except (1) suit-bound
   * foundations, whose index is their suit, and (2) tableau piles that a stock still
   * deals onto, since the next deal gives each pile a different card. Completed
   * Spider-family runs go to "the lowest empty foundation", but any empty one gives
   * the same position up to order, so those foundations stay interchangeable.
   */
  readonly sortable: readonly ("always" | "never" | "stock-empty")[];
  readonly stock: number;
  /** The rules never look at a suit, so a card's rank is all that matters. */
  readonly suitBlind: boolean;
  /**
   * Per flat pile: what of it the key holds. A stock that only ever gives its top card
   * away holds the cards it started with, less those dealt: its length says which.
   * Foundations that never give a card back and take only complete runs, or one suit
   * each from a single deck, hold exactly the cards missing from the other piles: they
   * need no place at all.
   */
  readonly kept: readonly ("cards" | "length" | "nothing")[];
}

const planOf = perRules((rules) => buildPlan(rules, layoutOf(rules)));

/** True when the stock deals rows onto the tableau (the Spider family). */
export function dealsOntoTableau(rules: GameRules): boolean {
  return rules.piles.some((group) => group.kind === "stock" && group.sendsTo.includes("tableau"));
}

/**
 * Where the rules use a word the solver does not know (vocabulary.ts), the key keeps
 * every card of every pile in order: it tells apart any two different positions.
 */
function buildPlan(rules: GameRules, layout: Layout): KeyPlan {
  const groups: number[][] = rules.piles.map(() => []);
  for (let i = 0; i < layout.size; i++) groups[layout.groupIds[i]].push(i);
  const dealing = dealsOntoTableau(rules);
  const known = knownVocabulary(rules);
  const sortable = rules.piles.map((group) => {
    if (!known || group.count < 2 || group.suitByIndex) return "never" as const;
    if (group.kind === "tableau" && dealing) return "stock-empty" as const;
    return "always" as const;
  });
  const suitBlind =
    known &&
    !rules.completedRunsLeave &&
    rules.piles.every(
      (group) =>
        !group.suitByIndex &&
        (group.build?.suit ?? "any") === "any" &&
        group.unit !== "suit-run" &&
        group.unit !== "colour-run",
    );
  const refilled = (kind: string) =>
    rules.piles.some((group) => group.sendsTo.some((target) => target === kind));
  const keptOf = (group: GameRules["piles"][number]) => {
    if (!known) return "cards" as const;
    if (group.kind === "stock" && !refilled("stock")) return "length" as const;
    const settled = rules.completedRunsLeave || (rules.decks === 1 && group.suitByIndex);
    if (group.kind === "foundation" && group.sendsTo.length === 0 && settled) {
      return "nothing" as const;
    }
    return "cards" as const;
  };
  const kept = layout.groupIds.map((groupId) => keptOf(rules.piles[groupId]));
  return { groups, sortable, stock: layout.stock, suitBlind, kept };
}

/**
 * Whether the piles of `rules`' group `groupId` are interchangeable in `position`
 * (see KeyPlan.sortable); the search also uses it to know which empty piles are
 * equivalent destinations.
 */
export function interchangeable(position: Position, groupId: number): boolean {
  const plan = planOf(position.rules);
  const kind = plan.sortable[groupId];
  if (kind === "stock-empty") return position.piles[plan.stock].cards.length === 0;
  return kind === "always";
}

// Card codes as one-byte characters: face up from UP, face down from DOWN, piles
// ended by SEPARATOR, so that no two different pile lists give the same text.
const SEPARATOR = 33;
const UP = 34;
const DOWN = 90;

const codes: number[] = [];

function pileText(pile: Pile, plan: KeyPlan, index: number): string {
  const kept = plan.kept[index];
  if (kept === "nothing") return "";
  const cards = pile.cards;
  if (kept === "length") return String.fromCharCode(UP + cards.length, SEPARATOR);
  return cardsText(cards, pile.down, plan.suitBlind ? ~3 : ~0);
}

/**
 * A pile's cards as text, ended by a separator: the first `down` face down, each code
 * masked with `mask` (to drop suits where the rules never look at them).
 */
function cardsText(cards: readonly number[], down = 0, mask = ~0): string {
  codes.length = cards.length + 1;
  for (let i = 0; i < cards.length; i++) {
    codes[i] = (i < down ? DOWN : UP) + (cards[i] & mask);
  }
  codes[cards.length] = SEPARATOR;
  return String.fromCharCode.apply(null, codes);
}

/**
 * The text of every pile of `position`. Positions are values and `play` keeps the
 * piles a move leaves alone, so the texts of a parent's unchanged piles are reused.
 */
export function pileTexts(
  position: Position,
  parent?: Position,
  parentTexts?: readonly string[],
): string[] {
  const plan = planOf(position.rules);
  const piles = position.piles;
  const texts = new Array<string>(piles.length);
  for (let i = 0; i < piles.length; i++) {
    texts[i] =
      parent && parentTexts && parent.piles[i] === piles[i]
        ? parentTexts[i]
        : pileText(piles[i], plan, i);
  }
  return texts;
}

const parts: string[] = [];

/** The key of `position` from its pile texts (`pileTexts`). */
export function positionKey(position: Position, texts = pileTexts(position)): string {
  const plan = planOf(position.rules);
  parts.length = 0;
  for (let g = 0; g < plan.groups.length; g++) {
    const group = plan.groups[g];
    const first = parts.length;
    for (const index of group) parts.push(texts[index]);
    if (group.length > 1 && interchangeable(position, g)) {
      // Insertion sort of the group's texts: groups are small.
      for (let i = first + 1; i < parts.length; i++) {
        const text = parts[i];
        let at = i;
        while (at > first && parts[at - 1] > text) {
          parts[at] = parts[at - 1];
          at--;
        }
        parts[at] = text;
      }
    }
  }
  // join builds one flat string, cheaper to hash than a chain of concatenations.
  return parts.join("");
}
