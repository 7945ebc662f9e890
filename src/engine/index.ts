/** The rules engine: pure TypeScript, no DOM, no Node. */
export * from "./apply.js";
export * from "./build.js";
export * from "./card.js";
export * from "./deal.js";
export * from "./explain.js";
export * from "./history.js";
export * from "./layout.js";
export * from "./legal.js";
export * from "./move.js";
export * from "./move-json.js";
export * from "./moves.js";
export * from "./position.js";
export * from "./position-json.js";
export * from "./random.js";
export * from "./result.js";
export * from "./rules.js";
export * from "./status.js";
