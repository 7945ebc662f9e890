/**
 * Which piles share a row of the board, worked out from the game's pile kinds alone:
 * stock and waste at the top left with the foundations at the right (or, when that
 * row would be too wide, the foundations alone and the stock beside the tableau, where
 * that fits; else the board widens to the top row), then the free cells, then the tableau.
 */
import type { Layout } from "../../engine/index.js";

export interface BoardRow {
  /** Piles at the row's left and right ends, by flat index. */
  readonly left: readonly number[];
  readonly right: readonly number[];
  /** The tableau row, whose piles fan downwards. */
  readonly tableau: boolean;
}

export interface BoardPlan {
  /** The widest row, in card widths: the board sizes cards so that it fits. */
  readonly columns: number;
  readonly rows: readonly BoardRow[];
}

const MIN_COLUMNS = 7;

export function boardPlan(layout: Layout): BoardPlan {
  const side = [layout.stock, layout.waste].filter((index) => index >= 0);
  const { tableau, cells, foundations } = layout;
  const columns = Math.max(tableau.length, cells.length, foundations.length, MIN_COLUMNS);
  const rows: BoardRow[] = [];
  const spacer = side.length > 0 ? 1 : 0;
  const sideBesideTableau =
    side.length + foundations.length + spacer > columns && side.length + tableau.length <= columns;
  if (sideBesideTableau) {
    rows.push({ left: foundations, right: [], tableau: false });
  } else {
    rows.push({ left: side, right: foundations, tableau: false });
  }
  if (cells.length > 0) rows.push({ left: cells, right: [], tableau: false });
  rows.push({
    left: sideBesideTableau ? [...side, ...tableau] : tableau,
    right: [],
    tableau: true,
  });
  // Where neither fits (Deuces: two piles, a gap and eight foundations over ten piles),
  // the board widens to its top row.
  const topRow = sideBesideTableau ? foundations.length : side.length + spacer + foundations.length;
  return { columns: Math.max(columns, topRow), rows };
}
