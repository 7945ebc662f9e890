/**
 * The question put before something that cannot be taken back (state/question.ts), as a
 * modal dialog. The first button (focused when it opens), like Escape, leaves everything
 * as it is.
 */
import { useEffect, useRef } from "preact/hooks";
import { answer, question } from "../state/question.js";
import "../styles/data.css";

export function ConfirmDialog() {
  const asked = question.value;
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const shown = dialog.current;
    if (!shown) return;
    if (asked && !shown.open) shown.showModal();
    if (!asked && shown.open) shown.close();
  }, [asked]);
  return (
    <dialog
      ref={dialog}
      class="dialog confirm"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-text"
      onCancel={(event) => {
        event.preventDefault();
        answer(false);
      }}
    >
      {asked && (
        <>
          <h2 id="confirm-title">{asked.title}</h2>
          <p id="confirm-text">{asked.text}</p>
          <div class="confirm-actions">
            <button type="button" onClick={() => answer(false)}>
              {asked.cancel}
            </button>
            <button type="button" onClick={() => answer(true)}>
              {asked.confirm}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
