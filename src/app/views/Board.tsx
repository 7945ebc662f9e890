/**
 * The table: rows of piles as board-plan.ts plans them, with cards sized by board-fit.ts
 * to the room the board has, measured as it changes. Card motion is played here, after
 * each change of the position shown (motion/).
 */
import { useLayoutEffect, useRef, useState } from "preact/hooks";
import { layoutOf, type Position } from "../../engine/index.js";
import { onPointerDown } from "../input/pointer.js";
import { fitPlans, type ShownFit, steadySteps } from "../layout/board-fit.js";
import { boardPlans } from "../layout/board-plan.js";
import { type FanSteps, tableauSteps } from "../layout/fan.js";
import { useCardMotion } from "../motion/use-card-motion.js";
import { buildDirection } from "./build-direction.js";
import { PileView } from "./PileView.js";

/** Cards narrower than this leave the words off their build marks. */
const NARROW = 64;

interface Room {
  readonly width: number;
  readonly height: number;
}

/** The board's inner size (padding included), followed as the window and page change. */
function useRoom(board: { current: HTMLElement | null }): Room | null {
  const [room, setRoom] = useState<Room | null>(null);
  useLayoutEffect(() => {
    const element = board.current;
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth;
      const height = element.clientHeight;
      setRoom((old) =>
        old && old.width === width && old.height === height ? old : { width, height },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [board]);
  return room;
}

/** The fit and fans a board was last drawn with, for the game's rules in the room it had. */
interface Drawn {
  readonly rules: Position["rules"];
  readonly room: Room;
  readonly fit: ShownFit;
  readonly steps: FanSteps;
}

export function Board({ position, inert }: { position: Position; inert?: boolean }) {
  const boardRef = useRef<HTMLDivElement>(null);
  const drawn = useRef<Drawn | null>(null);
  const room = useRoom(boardRef);
  useCardMotion(boardRef, room ? position : null);
  const layout = layoutOf(position.rules);
  const tableau = layout.tableau.map((index) => position.piles[index]);
  const plans = boardPlans(layout);
  // In the same room and game, cards keep their size and fans their steps while the
  // piles allow it (board-fit.ts).
  const last = drawn.current;
  const shown = last?.rules === position.rules && last.room === room ? last.fit : undefined;
  const chosen = room
    ? fitPlans(
        plans,
        { tableau, width: room.width, height: room.height },
        (index) => buildDirection(layout, index) !== null,
        shown,
      )
    : null;
  const fit = chosen?.fit;
  const plan = chosen?.plan;
  const m = fit?.metrics;
  const style =
    m && plan
      ? `--card-w:${m.width}px;--card-h:${m.height}px;--gap:${m.gap}px;--row-gap:${m.rowGap}px;--index:${m.index}px;--columns:${plan.columns}`
      : undefined;
  const drawnFit = plan && m ? { plan: plans.indexOf(plan), width: m.width } : null;
  const sameFit =
    shown && drawnFit && shown.plan === drawnFit.plan && shown.width === drawnFit.width;
  const steps = fit
    ? steadySteps(tableauSteps(tableau, fit.metrics, fit.room), sameFit ? last?.steps : undefined)
    : null;
  if (room && drawnFit && steps) {
    drawn.current = { rules: position.rules, room, fit: drawnFit, steps };
  }
  const pileIndexOf = (name: string) => layout.names.indexOf(name);
  const pile = (index: number) => {
    if (!steps) return null;
    return (
      <PileView
        key={index}
        rules={position.rules}
        base={position.base}
        index={index}
        pile={position.piles[index]}
        downStep={steps.down}
        upStep={steps.up}
      />
    );
  };
  return (
    <div
      class={`board${fit?.scrolls ? " scrolls" : ""}${m && m.width < NARROW ? " narrow" : ""}`}
      ref={boardRef}
      style={style}
      inert={inert}
      onPointerDown={(event) => onPointerDown(event, pileIndexOf)}
    >
      {plan?.rows.map((row) => (
        <div
          class={`row${row.left.length > 0 && row.right.length > 0 ? " split" : ""}${
            [...row.left, ...row.right].some((index) => buildDirection(layout, index))
              ? " marked"
              : ""
          }`}
          key={row.left.join() || row.right.join()}
        >
          <div class="group">{row.left.map(pile)}</div>
          {row.right.length > 0 && <div class="group">{row.right.map(pile)}</div>}
        </div>
      ))}
    </div>
  );
}
