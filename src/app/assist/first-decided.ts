/**
 * One position asked of two solver workers at once, the solver on one and what a second
 * core searches beside it on the other: the first decisive answer is the answer, and
 * the worker searching beside is stopped once it has nothing left to add.
 */

/** Either worker's answer, or null when its work was cancelled. */
type Asked<A> = Promise<A | null>;

/**
 * The first answer `decides` accepts; where neither decides, the solver's (null when it
 * was cancelled). `stopBeside` is called once the solver has decided: the worker beside
 * serves nothing else. The solver's worker, which other questions share, is left to
 * finish its budget when the other side decides first.
 */
export async function firstDecided<A>(
  solver: Asked<A>,
  beside: Asked<A>,
  decides: (answer: A) => boolean,
  stopBeside: () => void,
): Promise<A | null> {
  const settled = (answer: A | null) => answer !== null && decides(answer);
  const first = await Promise.race([
    solver.then((answer) => ({ answer, fromSolver: true })),
    beside.then((answer) => ({ answer, fromSolver: false })),
  ]);
  if (settled(first.answer)) {
    if (first.fromSolver) stopBeside();
    return first.answer;
  }
  if (first.fromSolver && first.answer === null) {
    stopBeside();
    return null;
  }
  const other = await (first.fromSolver ? beside : solver);
  if (settled(other)) return other;
  return first.fromSolver ? first.answer : other;
}
