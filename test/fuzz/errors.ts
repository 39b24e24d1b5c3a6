/** An error as a fuzzer report shows it: its name, message and the top of its stack. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}${error.stack ? `\n${error.stack.split('\n').slice(1, 6).join('\n')}` : ''}`;
  return String(error);
}
