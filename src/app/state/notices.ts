/** Notices for the player (stored data set aside, storage trouble, another tab's change), each told once. */
import { notice } from "./store.js";

/** Adds `text` to the notice on screen, unless it is there already. */
export function tell(text: string | null): void {
  if (!text) return;
  const current = notice.peek();
  if (current?.includes(text)) return;
  notice.value = current ? `${current} ${text}` : text;
}
