/**
 * A question put to the player before something that cannot be taken back: a new game
 * over a game in progress, a link when no more games can be set aside. One at a time;
 * the dialog (views/ConfirmDialog.tsx) shows it.
 */
import { signal } from "@preact/signals";

export interface Question {
  readonly title: string;
  readonly text: string;
  /** The button that goes ahead, and the one that leaves everything as it is. */
  readonly confirm: string;
  readonly cancel: string;
  readonly onConfirm: () => void;
  readonly onCancel?: () => void;
}

export const question = signal<Question | null>(null);

export function ask(asked: Question): void {
  question.value = asked;
}

/** The player's answer: goes ahead or not; the question is gone either way. */
export function answer(yes: boolean): void {
  const asked = question.peek();
  if (!asked) return;
  question.value = null;
  if (yes) asked.onConfirm();
  else asked.onCancel?.();
}
