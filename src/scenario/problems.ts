/** Problems with an input file, each pointing at its place as a JSON path. */

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

export function jsonPath(path: readonly PropertyKey[], root = '$'): string {
  return path.reduce<string>((at, key) => (typeof key === 'number' ? `${at}[${key}]` : /^[A-Za-z_$][\w$]*$/.test(String(key)) ? `${at}.${String(key)}` : `${at}[${JSON.stringify(String(key))}]`), root);
}
