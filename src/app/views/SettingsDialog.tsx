/** The settings: how cards look, autoplay, theme. Saved at once, applied to every game. */
import type { Ref } from "preact";
import { isOpenGame } from "../../solver/fair/unseen.js";
import {
  COLOUR_STYLES,
  RANK_STYLES,
  type Settings,
  SUIT_STYLES,
  THEMES,
} from "../state/settings.js";
import { active, settings } from "../state/store.js";

const WORDS: Record<string, string> = {
  traditional: "Traditional",
  numbers: "Numbers",
  shapes: "Shapes",
  animals: "Animals",
  two: "Two colours",
  four: "Four colours",
  light: "Light",
  dark: "Dark",
};

const EXAMPLES: Record<string, string> = {
  "ranks.traditional": "A, 2-10, J, Q, K",
  "ranks.numbers": "1-13",
  "suits.traditional": "♣ ♦ ♥ ♠",
};

function change(patch: Partial<Settings>): void {
  const current = settings.value;
  if (current) settings.value = { ...current, ...patch };
}

function Choice<K extends "ranks" | "suits" | "colours" | "theme">(props: {
  name: K;
  legend: string;
  options: readonly Settings[K][];
}) {
  const current = settings.value?.[props.name];
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      {props.options.map((option) => {
        const example = EXAMPLES[`${props.name}.${option}`];
        return (
          <div class="option" key={option}>
            <label>
              <input
                type="radio"
                name={props.name}
                value={option}
                checked={current === option}
                onChange={() => change({ [props.name]: option })}
              />
              {WORDS[option]}
            </label>
            {example && <span class="example"> ({example})</span>}
          </div>
        );
      })}
    </fieldset>
  );
}

/** A labelled checkbox with a short explanation after it. */
function Toggle(props: {
  label: string;
  note: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div class="option">
      <label>
        <input
          type="checkbox"
          checked={props.checked}
          onChange={(event) => props.onChange(event.currentTarget.checked)}
        />
        {props.label}
      </label>
      <span class="example"> ({props.note})</span>
    </div>
  );
}

/** The solver's help: the indicator for every game, winnable deals for the game on the table. */
function HelpChoices() {
  const current = settings.value;
  const game = active.value;
  if (!current) return null;
  const id = game?.rules.id;
  const winnableOnly = id !== undefined && current.winnableDeals.includes(id);
  const setWinnableOnly = (on: boolean) => {
    if (id === undefined) return;
    const others = current.winnableDeals.filter((other) => other !== id);
    change({ winnableDeals: on ? [...others, id] : others });
  };
  return (
    <fieldset>
      <legend>Help from the solver</legend>
      <Toggle
        label="Show winnability"
        note="in games with every card face up, says whether the game can still be won"
        checked={current.showWinnability}
        onChange={(on) => change({ showWinnability: on })}
      />
      {game && (
        <Toggle
          label="Winnable deals only"
          note={`for ${game.rules.name}: New game deals only deals the solver has proved winnable${
            isOpenGame(game.rules) ? "" : ", with every card known"
          }`}
          checked={winnableOnly}
          onChange={setWinnableOnly}
        />
      )}
    </fieldset>
  );
}

export function SettingsDialog({ dialogRef }: { dialogRef: Ref<HTMLDialogElement> }) {
  return (
    <dialog ref={dialogRef} class="dialog" aria-labelledby="settings-title">
      <h2 id="settings-title">Settings</h2>
      <Choice name="ranks" legend="Ranks" options={RANK_STYLES} />
      <Choice name="suits" legend="Suits" options={SUIT_STYLES} />
      <Choice name="colours" legend="Colours" options={COLOUR_STYLES} />
      <fieldset>
        <legend>Play</legend>
        <Toggle
          label="Autoplay"
          note="safe cards go to the foundations by themselves"
          checked={settings.value?.autoplay ?? true}
          onChange={(on) => change({ autoplay: on })}
        />
      </fieldset>
      <HelpChoices />
      <Choice name="theme" legend="Theme" options={THEMES} />
      <form method="dialog">
        <button type="submit">Close</button>
      </form>
    </dialog>
  );
}
