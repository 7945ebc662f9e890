/**
 * Variants of a plan (src/solver/schedule/plans.ts), for measuring what each of its
 * steps, lanes and shares brings: `bench/verdicts.ts` solves a deal set by a variant.
 * A variant is a list of changes separated by `;`:
 *
 *   drop:SEARCH[#N]        leaves out the solver's steps of SEARCH (only the Nth, from 1)
 *   drop-beside:SEARCH[#N] the same for the steps beside the solver
 *   share:SEARCH[#N]=X     gives the solver's steps of SEARCH the share X (lanes: both shares)
 *   drop-lane:NAME         leaves out the lane NAME
 *   widths:NAME.SETTING=A[-B]  gives the lane NAME widths from A (below B) in SETTING
 *   turn:NAME=T/M          gives the novelty lane NAME turns of T positions, at most M
 *
 * `as-is` (or nothing) is the plan itself.
 */
import type { Lane, Plan, Setting, Step } from "../src/solver/index.js";

type Change = (plan: Plan) => Plan;

/** The steps of `steps` that `target` (SEARCH or SEARCH#N) names. */
function matches(target: string): (step: Step, index: number, steps: readonly Step[]) => boolean {
  const [search, nth] = target.split("#");
  return (step, index, steps) =>
    step.search === search &&
    (nth === undefined ||
      steps.slice(0, index + 1).filter((other) => other.search === search).length === Number(nth));
}

const withLane =
  (name: string, change: (lane: Lane) => Lane | null): Change =>
  (plan) => {
    if (!plan.lanes.some((lane) => lane.name === name)) throw new Error(`no lane "${name}"`);
    const lanes = plan.lanes.flatMap((lane) =>
      lane.name === name ? (change(lane) ?? []) : [lane],
    );
    return { ...plan, lanes };
  };

function changeOf(text: string): Change {
  const [kind, rest] = [text.slice(0, text.indexOf(":")), text.slice(text.indexOf(":") + 1)];
  switch (kind) {
    case "drop":
      return (plan) => ({ ...plan, solver: plan.solver.filter((...at) => !matches(rest)(...at)) });
    case "drop-beside":
      return (plan) => ({ ...plan, beside: plan.beside.filter((...at) => !matches(rest)(...at)) });
    case "share": {
      const [target, value] = rest.split("=");
      const share = Number(value);
      return (plan) => ({
        ...plan,
        solver: plan.solver.map((step, index, steps) =>
          !matches(target)(step, index, steps)
            ? step
            : step.search === "lanes"
              ? { ...step, share, dryShare: share }
              : { ...step, share },
        ),
      });
    }
    case "drop-lane":
      return withLane(rest, () => null);
    case "widths": {
      const [, name, setting, from, below] =
        /^(.+)\.(alone|paired|beside)=([0-9]+)(?:-([0-9]+))?$/.exec(rest) ?? [];
      if (!name) throw new Error(`widths:${rest}: NAME.SETTING=A[-B]`);
      const widths = { from: Number(from), ...(below ? { below: Number(below) } : {}) };
      return withLane(name, (lane) =>
        lane.search === "novelty" ? lane : { ...lane, [setting as Setting]: widths },
      );
    }
    case "turn": {
      const [name, sizes] = rest.split("=");
      const [turn, most] = sizes.split("/").map(Number);
      return withLane(name, (lane) => (lane.search === "novelty" ? { ...lane, turn, most } : lane));
    }
    default:
      throw new Error(`unknown change "${text}"`);
  }
}

/** The plan changed as `variant` says. */
export function planVariant(plan: Plan, variant: string): Plan {
  if (variant === "" || variant === "as-is") return plan;
  return variant
    .split(";")
    .map(changeOf)
    .reduce((changed, change) => change(changed), plan);
}
