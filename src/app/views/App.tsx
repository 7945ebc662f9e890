/**
 * The frame of every page: header (with the game's title on a game page), the page
 * itself, the footer with credits (left off a game page, which fits the screen).
 */
import { useSignalEffect } from "@preact/signals";
import { SuitSprite } from "../cards/SuitSprite.js";
import { notice, page, settings } from "../state/store.js";
import { ConfirmDialog } from "./ConfirmDialog.js";
import { ErrorPage } from "./ErrorPage.js";
import { GamePage, GameTitle } from "./GamePage.js";
import { HomePage } from "./HomePage.js";
import { RulesPage } from "./RulesPage.js";

function Notice() {
  const text = notice.value;
  if (!text) return null;
  return (
    <div class="notice" role="alert">
      <p>{text}</p>
      <button
        type="button"
        onClick={() => {
          notice.value = null;
        }}
      >
        Dismiss
      </button>
    </div>
  );
}

function CurrentPage() {
  const current = page.value;
  switch (current.kind) {
    case "home":
      return <HomePage />;
    case "rules":
      return <RulesPage rules={current.rules} />;
    case "game":
      return <GamePage />;
    case "error":
      return <ErrorPage message={current.message} game={current.game} />;
  }
}

/** The table colour, card back and motion setting, as attributes the stylesheet reads. */
function useLooks(): void {
  useSignalEffect(() => {
    const current = settings.value;
    if (!current) return;
    const root = document.documentElement;
    root.dataset.table = current.table;
    root.dataset.back = current.back;
    root.dataset.motion = current.motion ? "on" : "off";
  });
}

export function App() {
  useLooks();
  const playing = page.value.kind === "game";
  return (
    <>
      <SuitSprite />
      <header class="site-header">
        <a class="brand" href="#/">
          Patience
        </a>
        {playing && <GameTitle />}
        <nav aria-label="Site">
          <a href="#/">All games</a>
        </nav>
      </header>
      <Notice />
      <CurrentPage />
      <ConfirmDialog />
      <footer class="site-footer" hidden={playing}>
        <p>
          Patience is free and needs no account; everything stays in your browser. Suit and button
          symbols: <a href="https://lucide.dev">Lucide</a>, ISC licence.
        </p>
      </footer>
    </>
  );
}
