/**
 * Deep equality as vitest's toEqual judges it, usable outside vitest, with the path of the first difference.
 * (Part of the fuzzer: see invariants.ts for what it checks.)
 */

/** The first place two values differ (a path and both sides), or null if they are deep-equal. */
export function difference(a: unknown, b: unknown, path = '$'): string | null {
  if (Object.is(a, b)) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return `${path}: ${show(a)} ≠ ${show(b)}`;
  if (Array.isArray(a) !== Array.isArray(b)) return `${path}: ${show(a)} ≠ ${show(b)}`;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${path}.length: ${a.length} ≠ ${b.length} (${show(a)} ≠ ${show(b)})`;
    for (let i = 0; i < a.length; i += 1) {
      const d = difference(a[i], b[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
  for (const key of keys) {
    const d = difference(ra[key], rb[key], `${path}.${key}`);
    if (d) return d;
  }
  return null;
}

export function show(value: unknown): string {
  const text = JSON.stringify(value, jsonReplacer);
  return text === undefined ? String(value) : text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** JSON for reports: keeps NaN, ±Infinity, -0 and undefined visible. */
export function jsonReplacer(_key: string, value: unknown): unknown {
  if (typeof value === 'number' && !Number.isFinite(value)) return `<${value}>`;
  if (typeof value === 'number' && Object.is(value, -0)) return '<-0>';
  if (value === undefined) return '<undefined>';
  return value;
}

