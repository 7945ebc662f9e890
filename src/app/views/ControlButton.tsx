/** A button of the game's toolbars: an icon and its text label (hidden on narrow screens). */
import { Icon } from "./icons.js";

export function ControlButton(props: {
  label: string;
  icon: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button type="button" class="control" onClick={props.onClick} disabled={props.disabled}>
      <Icon svg={props.icon} />
      <span class="label">{props.label}</span>
    </button>
  );
}
