/**
 * The settings: how cards and the table look, play (autoplay, motion, sounds), the
 * solver's help, theme; then the keyboard's keys and the credits. Saved at once, applied
 * to every game. The dialog fits the screen: its body scrolls, Close stays in sight.
 */
import type { Ref } from "preact";
import { isOpenGame } from "../../solver/fair/unseen.js";
import {
  CARD_BACKS,
  COLOUR_STYLES,
  RANK_STYLES,
  type Settings,
  SUIT_STYLES,
  TABLES,
  THEMES,
} from "../state/settings.js";
import { activeRules, settings } from "../state/store.js";

const WORDS: Record<string, string> = {
  traditional: "Traditional",
  numbers: "Numbers",
  shapes: "Shapes",
  animals: "Animals",
  two: "Two colours",
  four: "Four colours",
  light: "Light",
  dark: "Dark",
  green: "Green",
  blue: "Blue",
  burgundy: "Burgundy",
  slate: "Slate",
  contrast: "High contrast",
  lattice: "Blue lattice",
  checks: "Red checks",
  rings: "Green rings",
};

/** A small sample of a table colour or card back beside its name. */
const SWATCHES: Record<string, string> = {
  green: "#2f6b45",
  blue: "#1f4e79",
  burgundy: "#6b2232",
  slate: "#4a5058",
  contrast: "#000000",
  lattice: "repeating-linear-gradient(45deg, #2d4f8f 0 3px, #3d66b0 3px 6px)",
  checks: "repeating-conic-gradient(#8f2d2d 0 25%, #b04040 0 50%) 0 0 / 8px 8px",
  rings: "repeating-radial-gradient(circle, #1f6b4f 0 2px, #2d8a66 2px 4px)",
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

function Swatch({ option }: { option: string }) {
  const ref = (element: HTMLSpanElement | null) => {
    // Set through the CSSOM, which a strict Content-Security-Policy allows.
    if (element) element.style.background = SWATCHES[option];
  };
  return <span class="swatch" aria-hidden="true" ref={ref} />;
}

function Choice<K extends "ranks" | "suits" | "colours" | "theme" | "table" | "back">(props: {
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
              {SWATCHES[option] && <Swatch option={option} />}
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
  const rules = activeRules.value;
  if (!current) return null;
  const id = rules?.id;
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
      {rules && (
        <Toggle
          label="Winnable deals only"
          note={`for ${rules.name}: New game deals only deals the solver has proved winnable${
            isOpenGame(rules) ? "" : ", with every card known"
          }`}
          checked={winnableOnly}
          onChange={setWinnableOnly}
        />
      )}
    </fieldset>
  );
}

/** Autoplay, one-tap moves, motion and sounds. */
function PlayChoices() {
  const current = settings.value;
  return (
    <fieldset>
      <legend>Play</legend>
      <Toggle
        label="Autoplay"
        note="safe cards go to the foundations by themselves"
        checked={current?.autoplay ?? true}
        onChange={(on) => change({ autoplay: on })}
      />
      <Toggle
        label="One tap moves"
        note="a tapped card goes where it fits best; a foundation's card, or one with nowhere to go, is picked up"
        checked={current?.tapMoves ?? false}
        onChange={(on) => change({ tapMoves: on })}
      />
      <Toggle
        label="Motion"
        note="cards glide to where they go; off where the system asks for less motion"
        checked={current?.motion ?? true}
        onChange={(on) => change({ motion: on })}
      />
      <Toggle
        label="Sounds"
        note="short sounds for moves, deals and wins"
        checked={current?.sounds ?? false}
        onChange={(on) => change({ sounds: on })}
      />
    </fieldset>
  );
}

export function SettingsDialog({ dialogRef }: { dialogRef: Ref<HTMLDialogElement> }) {
  return (
    <dialog ref={dialogRef} class="dialog" aria-labelledby="settings-title">
      <h2 id="settings-title">Settings</h2>
      <div class="dialog-body">
        <div class="settings-grid">
          <Choice name="ranks" legend="Ranks" options={RANK_STYLES} />
          <Choice name="suits" legend="Suits" options={SUIT_STYLES} />
          <Choice name="colours" legend="Colours" options={COLOUR_STYLES} />
          <Choice name="back" legend="Card back" options={CARD_BACKS} />
          <Choice name="table" legend="Table" options={TABLES} />
          <Choice name="theme" legend="Theme" options={THEMES} />
          <PlayChoices />
          <HelpChoices />
        </div>
        <details class="keys">
          <summary>Keyboard</summary>
          <p>
            Tab or the arrow keys choose a pile. Enter or Space picks cards up and puts them down on
            the chosen pile; + and − take one card more or fewer; D sends them to the best place;
            Escape puts them back. H asks for a hint, and H again plays it. F finishes where Finish
            is offered. Ctrl+Z undoes, Ctrl+Y redoes.
          </p>
        </details>
        <p class="small">
          Suit and button symbols: <a href="https://lucide.dev">Lucide</a>, ISC licence. The sounds
          are made by Patience itself as it plays them.
        </p>
      </div>
      <form method="dialog" class="dialog-foot">
        <button type="submit">Close</button>
      </form>
    </dialog>
  );
}
