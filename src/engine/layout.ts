/**
 * A game's piles laid out as one flat list, in interchange order, so that a move
 * names piles by index and the canonical move order is plain index order.
 */
import { perRules } from "./per-rules.js";
import { type GameRules, PILE_KINDS, type PileGroup, type PileKind } from "./rules.js";

export interface Layout {
  readonly size: number;
  /** Per pile: its kind, its group, its index within its kind and its interchange name. */
  readonly kinds: readonly PileKind[];
  readonly groups: readonly PileGroup[];
  readonly groupIds: readonly number[];
  readonly indexInKind: readonly number[];
  readonly names: readonly string[];
  /** Per pile: the suit a suit-bound foundation takes (rules.ts, `suitByIndex`), else -1. */
  readonly suits: readonly number[];
  /**
   * Per pile: its kind of empty pile. Empty piles of one class (one group, and one suit
   * where the group is bound to suits) take the same cards: the move list names one.
   */
  readonly spaceClasses: readonly number[];
  /** Flat indices of each kind's piles, in order. */
  readonly tableau: readonly number[];
  readonly foundations: readonly number[];
  readonly cells: readonly number[];
  /** -1 when the game has none. */
  readonly stock: number;
  readonly waste: number;
  readonly cardCount: number;
  /** Per pile: the piles its cards may be moved to (a stock's deal aside), in order. */
  readonly targets: readonly (readonly number[])[];
}

export const layoutOf: (rules: GameRules) => Layout = perRules(buildLayout);

function buildLayout(rules: GameRules): Layout {
  const kinds: PileKind[] = [];
  const groups: PileGroup[] = [];
  const groupIds: number[] = [];
  const indexInKind: number[] = [];
  const names: string[] = [];
  const suits: number[] = [];
  const spaceClasses: number[] = [];
  const byKind = new Map<PileKind, number[]>(PILE_KINDS.map((kind) => [kind, []]));
  let lastKind = -1;
  // The move list keeps the classes of empty piles it offered in one 32-bit mask.
  if (rules.piles.length > 8) throw new Error(`${rules.id}: more than eight pile groups`);
  rules.piles.forEach((declared, groupId) => {
    const group = uniformGroup(declared);
    const order = PILE_KINDS.indexOf(group.kind);
    if (order < lastKind) throw new Error(`${rules.id}: pile groups are out of interchange order`);
    lastKind = order;
    for (let i = 0; i < group.count; i++) {
      const list = byKind.get(group.kind) as number[];
      const flat = kinds.length;
      kinds.push(group.kind);
      groups.push(group);
      groupIds.push(groupId);
      indexInKind.push(list.length);
      names.push(
        group.kind === "stock" || group.kind === "waste"
          ? group.kind
          : `${group.kind}:${list.length}`,
      );
      list.push(flat);
      suits.push(group.suitByIndex ? Math.floor((i * 4) / group.count) : -1);
      spaceClasses.push(groupId * 4 + Math.max(suits[flat], 0));
    }
  });
  const only = (kind: PileKind) => byKind.get(kind)?.[0] ?? -1;
  return {
    size: kinds.length,
    kinds,
    groups,
    groupIds,
    indexInKind,
    names,
    suits,
    spaceClasses,
    tableau: byKind.get("tableau") as number[],
    foundations: byKind.get("foundation") as number[],
    cells: byKind.get("cell") as number[],
    stock: only("stock"),
    waste: only("waste"),
    cardCount: 52 * rules.decks,
    targets: groups.map((group, from) =>
      group.kind === "stock"
        ? []
        : kinds.flatMap((kind, to) => (to !== from && group.sendsTo.includes(kind) ? [to] : [])),
    ),
  };
}

/**
 * The same group with every field present, in one order: move generation reads these
 * fields millions of times a second, and objects of one shape keep those reads fast.
 */
const uniformGroup = (group: PileGroup): PileGroup => ({
  kind: group.kind,
  count: group.count,
  build: group.build,
  space: group.space,
  spaceFrom: group.spaceFrom,
  suitByIndex: group.suitByIndex ?? false,
  capacity: group.capacity,
  unit: group.unit ?? "top",
  runLimit: group.runLimit,
  turns: group.turns ?? 1,
  dealsOntoSpaces: group.dealsOntoSpaces ?? false,
  sendsTo: group.sendsTo,
});

/** The flat index of an interchange pile name, or -1. */
export function pileIndex(layout: Layout, name: string): number {
  return layout.names.indexOf(name);
}
