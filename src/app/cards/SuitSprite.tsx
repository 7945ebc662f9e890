/** The suit symbols of the chosen set, defined once per page and used by every card. */
import { settings } from "../state/store.js";
import { SUIT_SYMBOLS } from "./suit-symbols.js";

export function SuitSprite() {
  const set = SUIT_SYMBOLS[settings.value?.suits ?? "traditional"];
  return (
    <svg class="sprite" aria-hidden="true" focusable="false">
      {set.icons.map((icon, suit) => (
        <symbol
          key={suit}
          id={`suit-${suit}`}
          viewBox="0 0 24 24"
          fill={set.filled ? "currentColor" : "none"}
          stroke="currentColor"
          stroke-width={set.filled ? 1.5 : 2.25}
          stroke-linecap="round"
          stroke-linejoin="round"
          dangerouslySetInnerHTML={{ __html: icon }}
        />
      ))}
    </svg>
  );
}

export const SuitIcon = ({ suit, class: className }: { suit: number; class: string }) => (
  <svg class={className} aria-hidden="true" focusable="false">
    <use href={`#suit-${suit}`} />
  </svg>
);
