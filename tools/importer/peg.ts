/**
 * A Peggy grammar as a reading function: the parser is generated on first use (once per
 * grammar), and a text the grammar doesn't match reads as null — for the importer, a
 * wording it doesn't read, never an error.
 */
import peggy from 'peggy';

export function pegReader<TResult>(grammar: string): (text: string) => TResult | null {
  let parser: peggy.Parser | null = null;
  return (text) => {
    parser ??= peggy.generate(grammar);
    try {
      return parser.parse(text) as TResult;
    } catch {
      return null;
    }
  };
}
