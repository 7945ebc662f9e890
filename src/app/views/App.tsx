/** The frame of every page: header, the page itself, the footer with credits. */
import { SuitSprite } from "../cards/SuitSprite.js";
import { notice, page } from "../state/store.js";
import { ConfirmDialog } from "./ConfirmDialog.js";
import { ErrorPage } from "./ErrorPage.js";
import { GamePage } from "./GamePage.js";
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

export function App() {
  return (
    <>
      <SuitSprite />
      <header class="site-header">
        <a class="brand" href="#/">
          Patience
        </a>
        <nav aria-label="Site">
          <a href="#/">All games</a>
        </nav>
      </header>
      <Notice />
      <CurrentPage />
      <ConfirmDialog />
      <footer class="site-footer">
        <p>
          Patience is free and needs no account; everything stays in your browser. Suit and button
          symbols: <a href="https://lucide.dev">Lucide</a>, ISC licence.
        </p>
      </footer>
    </>
  );
}
