/** Problems with an input file, each pointing at its place as a JSON path (written by core/json-path.ts). */

export interface InputProblem {
  /** Where: a JSON path such as `$.game.players[0].hand[2]`. */
  readonly path: string;
  readonly message: string;
}

export class InputError extends Error {
  constructor(readonly problems: readonly InputProblem[]) {
    super(problems.map((p) => `${p.path}: ${p.message}`).join('\n'));
    this.name = 'InputError';
  }
}
