/**
 * Sorts `moves` in place by `keyOf`, smallest key first, moves of one key in the order
 * given. An insertion sort: move lists are short, and it allocates nothing (`keys` is
 * the caller's scratch space, at least as long as the list; a key is stored as it fits
 * there).
 */
export function sortByKey(
  moves: number[],
  keys: Int32Array,
  keyOf: (move: number) => number,
): number[] {
  for (let index = 0; index < moves.length; index++) {
    const move = moves[index];
    const key = keyOf(move);
    let at = index;
    while (at > 0 && keys[at - 1] > key) {
      moves[at] = moves[at - 1];
      keys[at] = keys[at - 1];
      at--;
    }
    moves[at] = move;
    keys[at] = key;
  }
  return moves;
}
