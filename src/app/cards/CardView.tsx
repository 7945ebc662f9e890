/**
 * One card, drawn from the settings. A face-down card carries nothing that names it:
 * no data-card, no suit class, no text; a screen reader hears "face-down card". A card's
 * place in its pile is its own `top`, a property nothing inside it inherits, so that a
 * pile drawing closer restyles its cards and none of their symbols.
 */
import { useMemo } from "preact/hooks";
import { type Card, cardCode, rankName, rankOf, suitName, suitOf } from "../../engine/index.js";
import { settings } from "../state/store.js";
import { rankLabel } from "./labels.js";
import { SuitIcon } from "./SuitSprite.js";

interface CardProps {
  readonly card: Card;
  readonly faceUp: boolean;
  /** Distance from the pile's top edge, in pixels. */
  readonly y: number;
  readonly selected: boolean;
  /** The first card of the hinted move. */
  readonly hinted?: boolean;
}

/** "Ten of Spades": what a screen reader hears for a face-up card. */
export const spokenCard = (card: Card): string =>
  `${rankName(rankOf(card))} of ${suitName(suitOf(card))}`;

export const FACE_DOWN = "face-down card";

/**
 * A face-up card's drawing: its corner index and its emblem. CardView keeps the element
 * it returns while the card and its rank label stay, so that a card drawn again for its
 * place or its selection alone is not compared symbol by symbol.
 */
function CardFace({ suit, rank }: { suit: number; rank: string }) {
  return (
    <>
      <span class="index" aria-hidden="true">
        {/* Drawn by CSS from data-rank, so that the card's name is its one text. */}
        <span class={rank.length > 1 ? "rank wide" : "rank"} data-rank={rank} />
        <SuitIcon suit={suit} class="pip" />
      </span>
      <SuitIcon suit={suit} class="emblem" />
    </>
  );
}

export function CardView({ card, faceUp, y, selected, hinted }: CardProps) {
  // A style object, so that a new place sets `top` alone (a string would replace the
  // whole inline style, which restyles the card more slowly and drops what motion set).
  const style = { top: `${y}px` };
  const hint = hinted ? "from" : undefined;
  const suit = suitOf(card);
  const rank = rankLabel(rankOf(card), settings.value?.ranks ?? "traditional");
  const face = useMemo(() => <CardFace suit={suit} rank={rank} />, [suit, rank]);
  if (!faceUp) {
    return (
      <div
        class="card down"
        data-face="down"
        data-hint={hint}
        role="img"
        aria-label={FACE_DOWN}
        style={style}
      />
    );
  }
  return (
    <div
      class={`card up suit-${suit}${selected ? " selected" : ""}`}
      data-face="up"
      data-card={cardCode(card)}
      data-hint={hint}
      role="img"
      aria-label={spokenCard(card)}
      style={style}
    >
      {face}
    </div>
  );
}
