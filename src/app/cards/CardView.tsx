/**
 * One card, drawn from the settings. A face-down card carries nothing that names it:
 * no data-card, no suit class, no text.
 */
import { type Card, cardCode, rankOf, suitOf } from "../../engine/index.js";
import { settings } from "../state/store.js";
import { rankLabel } from "./labels.js";
import { SuitIcon } from "./SuitSprite.js";

interface CardProps {
  readonly card: Card;
  readonly faceUp: boolean;
  /** Distance from the pile's top edge, in card heights. */
  readonly offset: number;
  readonly selected: boolean;
  /** The first card of the hinted move. */
  readonly hinted?: boolean;
}

export function CardView({ card, faceUp, offset, selected, hinted }: CardProps) {
  const style = `--y:${offset.toFixed(3)}`;
  const hint = hinted ? "from" : undefined;
  if (!faceUp) return <div class="card down" data-face="down" data-hint={hint} style={style} />;
  const suit = suitOf(card);
  const rank = rankLabel(rankOf(card), settings.value?.ranks ?? "traditional");
  return (
    <div
      class={`card up suit-${suit}${selected ? " selected" : ""}`}
      data-face="up"
      data-card={cardCode(card)}
      data-hint={hint}
      style={style}
    >
      <span class="index" aria-hidden="true">
        {/* Drawn by CSS from data-rank: a pile's name, not its cards' text, is what is read. */}
        <span class={rank.length > 1 ? "rank wide" : "rank"} data-rank={rank} />
        <SuitIcon suit={suit} class="pip" />
      </span>
      <SuitIcon suit={suit} class="emblem" />
    </div>
  );
}
