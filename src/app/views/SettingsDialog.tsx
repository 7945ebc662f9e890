/** The settings: how cards look, autoplay, theme. Saved at once, applied to every game. */
import type { Ref } from "preact";
import {
  COLOUR_STYLES,
  RANK_STYLES,
  type Settings,
  SUIT_STYLES,
  THEMES,
} from "../state/settings.js";
import { settings } from "../state/store.js";

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

export function SettingsDialog({ dialogRef }: { dialogRef: Ref<HTMLDialogElement> }) {
  return (
    <dialog ref={dialogRef} class="dialog" aria-labelledby="settings-title">
      <h2 id="settings-title">Settings</h2>
      <Choice name="ranks" legend="Ranks" options={RANK_STYLES} />
      <Choice name="suits" legend="Suits" options={SUIT_STYLES} />
      <Choice name="colours" legend="Colours" options={COLOUR_STYLES} />
      <fieldset>
        <legend>Play</legend>
        <div class="option">
          <label>
            <input
              type="checkbox"
              checked={settings.value?.autoplay ?? true}
              onChange={(event) => change({ autoplay: event.currentTarget.checked })}
            />
            Autoplay
          </label>
          <span class="example"> (safe cards go to the foundations by themselves)</span>
        </div>
      </fieldset>
      <Choice name="theme" legend="Theme" options={THEMES} />
      <form method="dialog">
        <button type="submit">Close</button>
      </form>
    </dialog>
  );
}
