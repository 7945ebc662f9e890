/**
 * A button of the game's toolbars: an icon and its text label. Where the toolbar is
 * narrow the label is hidden from sight (not from screen readers) and the tooltip says it.
 */
import { Icon } from "./icons.js";

export function ControlButton(props: {
  label: string;
  icon: string;
  onClick: () => void;
  disabled?: boolean;
  /** A long label, shown only on the widest screens. */
  long?: boolean;
}) {
  return (
    <button
      type="button"
      class={props.long ? "control long" : "control"}
      title={props.label}
      onClick={props.onClick}
      disabled={props.disabled}
    >
      <Icon svg={props.icon} />
      <span class="label">{props.label}</span>
    </button>
  );
}
