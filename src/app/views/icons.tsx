/** Button icons from Lucide (ISC licence); each button also has its text label. */
import {
  ChartColumn,
  ChevronsUp,
  CircleQuestionMark,
  History,
  Lightbulb,
  LogOut,
  Pause,
  Play,
  Plus,
  Redo2,
  RotateCcw,
  Settings as SettingsIcon,
  Share2,
  StepBack,
  StepForward,
  Undo2,
} from "lucide-static";

export const ICONS = {
  newGame: Plus,
  restart: RotateCcw,
  undo: Undo2,
  redo: Redo2,
  finish: ChevronsUp,
  share: Share2,
  settings: SettingsIcon,
  stats: ChartColumn,
  hint: Lightbulb,
  undoToWinnable: History,
  couldHaveWon: CircleQuestionMark,
  play: Play,
  pause: Pause,
  stepBack: StepBack,
  stepForward: StepForward,
  leave: LogOut,
} as const;

export const Icon = ({ svg }: { svg: string }) => (
  <span class="icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />
);
