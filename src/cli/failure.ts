/** Exit statuses (interchange.md, "The command line") and the failures that carry them. */
export const EXIT = {
  ok: 0,
  /** Well formed, but refused by the rules: an illegal move. */
  refused: 1,
  /** Malformed input: bad JSON, invalid position, unknown game or command, bad flag. */
  malformed: 2,
} as const;

export type ExitStatus = (typeof EXIT)[keyof typeof EXIT];

/** A request the command line declines; `main` (or a batch line) reports it and moves on. */
export class CliFailure extends Error {
  constructor(
    readonly status: ExitStatus,
    message: string,
  ) {
    super(message);
  }
}

export const malformed = (message: string): CliFailure => new CliFailure(EXIT.malformed, message);
export const refused = (message: string): CliFailure => new CliFailure(EXIT.refused, message);
