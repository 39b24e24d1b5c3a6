/**
 * A plain value frozen through: its arrays and objects, and every array and object in them. For
 * an answer handed to more than one caller (one answer for cards alike), so that a caller that
 * writes on its copy gets a TypeError in strict code instead of changing the others'. A value
 * already frozen is taken as frozen through, as the project's shared constants are.
 */
export function deepFrozen<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFrozen(inner);
  return Object.freeze(value);
}
