/**
 * While "Winnable deals only" looks for a deal, the board waits under a veil that says
 * so (the old deal is not to be played on), with a way out: any deal at once.
 */
import { dealAnyDeal, waitingFor } from "../assist/winnable-deals.js";
import { activeRules } from "../state/store.js";

export const isWaitingForDeal = () => {
  const rules = activeRules.value;
  return rules !== null && waitingFor.value === rules.id;
};

export function WaitingForDeal() {
  if (!isWaitingForDeal()) return null;
  return (
    <section class="veil" aria-label="Looking for a winnable deal">
      <div class="veil-card">
        <p class="spinner-line">
          <span class="spinner" aria-hidden="true" />
          Looking for a winnable deal…
        </p>
        <p class="small">The solver is proving a deal winnable before it is dealt.</p>
        <button type="button" onClick={dealAnyDeal}>
          Deal any deal instead
        </button>
      </div>
    </section>
  );
}
