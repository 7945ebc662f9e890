/** The note that a new version of the game is installed and waits for a reload. */
import "./update-prompt.css";

export function UpdatePrompt(props: { onReload: () => void; onLater: () => void }) {
  return (
    <p class="update-prompt">
      <span>A new version is ready</span>
      <button type="button" onClick={props.onReload}>
        Reload
      </button>
      <button type="button" onClick={props.onLater}>
        Not now
      </button>
    </p>
  );
}
