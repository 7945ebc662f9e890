/**
 * One pile: its cards bottom to top, fanned if it is a tableau pile, and an outline
 * (with a hint of what it accepts) while it is empty. The element is the pile's one
 * `data-pile` element and its keyboard stop.
 */
import {
  type Card,
  cardName,
  layoutOf,
  type Pile,
  type Position,
  spaceRank,
  topCard,
} from "../../engine/index.js";
import { hintedMove } from "../assist/hint.js";
import { CardView } from "../cards/CardView.js";
import { rankLabel } from "../cards/labels.js";
import { SuitIcon } from "../cards/SuitSprite.js";
import { activate } from "../input/actions.js";
import { onPileKeyDown } from "../input/keyboard.js";
import { pileLabel } from "../state/messages.js";
import { selection, settings } from "../state/store.js";
import { buildDirection } from "./build-direction.js";
import { type Fan, fanOf, STACKED } from "./fan.js";

interface PileProps {
  readonly position: Position;
  readonly index: number;
  /** Card heights free below the tableau's first row of cards. */
  readonly room: number;
}

/** What a screen reader hears: never the name of a card the player cannot see. */
function describePile(position: Position, index: number, pile: Pile, held: number): string {
  const direction = buildDirection(layoutOf(position.rules), index);
  const label = `${pileLabel(position, index)}${direction ? `, builds ${direction}` : ""}`;
  const count = pile.cards.length;
  if (count === 0) return `${label}, empty`;
  const parts = [`${label}, ${count} card${count === 1 ? "" : "s"}`];
  const isStock = layoutOf(position.rules).kinds[index] === "stock";
  if (pile.down > 0 && !isStock) parts.push(`${pile.down} face down`);
  const top = topCard(pile) as Card;
  if (!isStock && pile.down < count) parts.push(`top card ${cardName(top)}`);
  if (held > 0) parts.push(`${held} picked up`);
  return parts.join(", ");
}

/** The faint mark on an empty pile: a foundation's suit, or the rank a space accepts. */
function EmptyHint({ position, index }: { position: Position; index: number }) {
  const layout = layoutOf(position.rules);
  const group = layout.groups[index];
  if (layout.suits[index] >= 0) return <SuitIcon suit={layout.suits[index]} class="hint-suit" />;
  const rank = group.space ? spaceRank(group.space, position.base) : null;
  if (rank === null || layout.kinds[index] === "cell") return null;
  return <span class="hint-rank">{rankLabel(rank, settings.value?.ranks ?? "traditional")}</span>;
}

export function PileView({ position, index, room }: PileProps) {
  const layout = layoutOf(position.rules);
  const pile = position.piles[index];
  const kind = layout.kinds[index];
  const held = selection.value?.pile === index ? selection.value.count : 0;
  const fan: Fan = kind === "tableau" ? fanOf(pile, room) : STACKED(pile);
  const firstHeld = pile.cards.length - held;
  const hint = hintedMove.value;
  const hintFrom = hint?.from === index ? pile.cards.length - hint.count : -1;
  const direction = buildDirection(layout, index);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a pile holds card elements, which a <button> may not
    <div
      class={`pile ${kind}${held > 0 ? " holding" : ""}`}
      data-pile={layout.names[index]}
      data-hint={hint?.to === index ? "to" : undefined}
      role="button"
      tabIndex={0}
      aria-label={describePile(position, index, pile, held)}
      style={`--extent:${fan.extent.toFixed(3)}`}
      onKeyDown={(event) => onPileKeyDown(event, index, held > 0 ? held : null)}
      onClick={(event) => {
        // A click with no pointer (detail 0) comes from assistive technology.
        if (event.detail === 0) activate(index);
      }}
    >
      {direction && (
        <span class={`build-mark ${direction}`} aria-hidden="true">
          {direction === "up" ? "▲" : "▼"}
          <span class="word"> {direction}</span>
        </span>
      )}
      {pile.cards.length === 0 && (
        <div class="slot" aria-hidden="true">
          <EmptyHint position={position} index={index} />
        </div>
      )}
      {pile.cards.map((card, i) => (
        <CardView
          key={i}
          card={card}
          faceUp={i >= pile.down && kind !== "stock"}
          offset={fan.offsets[i]}
          selected={held > 0 && i >= firstHeld}
          hinted={i === hintFrom}
        />
      ))}
    </div>
  );
}
