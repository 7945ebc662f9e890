/** The table: rows of piles as board-layout.ts plans them, sized to fit the screen. */
import { useEffect, useRef, useState } from "preact/hooks";
import { layoutOf, type Position } from "../../engine/index.js";
import { onPointerDown } from "../input/pointer.js";
import { boardPlan } from "./board-layout.js";
import { PileView } from "./PileView.js";

/** Card heights the tableau may use below its first card, from the window's height. */
function measureRoom(board: HTMLElement | null): number {
  const row = board?.querySelector<HTMLElement>(".row.tableau-row");
  const pile = row?.querySelector<HTMLElement>(".pile");
  if (!row || !pile) return 3;
  const cardHeight = pile.offsetWidth * 1.4;
  const free = window.innerHeight - row.getBoundingClientRect().top - 16;
  return Math.max(free / cardHeight - 1, 2.5);
}

export function Board({ position }: { position: Position }) {
  const layout = layoutOf(position.rules);
  const plan = boardPlan(layout);
  const boardRef = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(3);
  useEffect(() => {
    const update = () => setRoom(Math.round(measureRoom(boardRef.current) * 20) / 20);
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, [position.rules]);
  const pileIndexOf = (name: string) => layout.names.indexOf(name);
  return (
    <div
      class="board"
      ref={boardRef}
      style={`--columns:${plan.columns};--rows:${plan.rows.length - 1}`}
      onPointerDown={(event) => onPointerDown(event, pileIndexOf)}
    >
      {plan.rows.map((row) => (
        <div
          class={`row${row.tableau ? " tableau-row" : ""}${row.left.length > 0 && row.right.length > 0 ? " split" : ""}`}
          key={row.left.join()}
        >
          <div class="group">
            {row.left.map((index) => (
              <PileView key={index} position={position} index={index} room={room} />
            ))}
          </div>
          {row.right.length > 0 && (
            <div class="group">
              {row.right.map((index) => (
                <PileView key={index} position={position} index={index} room={room} />
              ))}
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
