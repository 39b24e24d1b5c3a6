/**
 * The import graph of the repository's TypeScript files, and the checks the import-layers
 * test runs on it: file-level cycles, imports that go up the order of folders, and imports
 * that leave the folders a part of the code may use.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Each file (a path from the repository root, with `/`) and what it imports: other files as paths, packages by name. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** The TypeScript files under `folder` (a path from `root`), each with its imports, type-only and dynamic ones included. */
export function readImports(root: string, folder: string): ImportGraph {
  const graph = new Map<string, readonly string[]>();
  for (const file of filesUnder(join(root, folder))) {
    const from = relative(root, file).split(sep).join('/');
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    graph.set(
      from,
      importedFiles.map(({ fileName }) => (fileName.startsWith('.') ? posix.normalize(posix.join(posix.dirname(from), fileName)).replace(/\.js$/, '.ts') : fileName)),
    );
  }
  return graph;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.(ts|mts)$/.test(entry.name) ? [path] : [];
  });
}

/** Whether an import names a file (a relative import, resolved to a path) rather than a package. */
const isFile = (target: string): boolean => !target.startsWith('@') && /\.(ts|json)$/.test(target);

/** The cycles among the graph's files: each strongly connected component of two or more files, or a file importing itself. */
export function importCycles(graph: ImportGraph): readonly (readonly string[])[] {
  // Tarjan's algorithm, iteration order fixed by the sorted file list so reports are stable.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      onStack.delete(member);
      component.push(member);
      if (member === file) break;
    }
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(component.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return cycles;
}

/**
 * The imports between folders of `base` (e.g. `src`) that break `order` (lowest first): a
 * folder may import only the folders before it. Files directly in `base` (the package entry)
 * may import any folder and no folder may import them; a folder missing from `order` is a
 * problem in itself, so a new folder has to be given its place.
 */
export function layerProblems(graph: ImportGraph, base: string, order: readonly string[]): readonly string[] {
  const folderOf = (file: string): string | null => {
    const parts = file.slice(base.length + 1).split('/');
    return parts.length > 1 ? parts[0]! : null;
  };
  const problems: string[] = [];
  for (const [file, targets] of graph) {
    if (!file.startsWith(`${base}/`)) continue;
    const from = folderOf(file);
    if (from !== null && !order.includes(from)) {
      problems.push(`${file}: folder ${base}/${from}/ has no place in the order of folders`);
      continue;
    }
    for (const target of targets) {
      if (!isFile(target) || !target.startsWith(`${base}/`)) continue;
      const to = folderOf(target);
      if (to === from) continue;
      if (to === null) problems.push(`${file} imports ${target}: nothing in a folder may import the entry files of ${base}/`);
      else if (from !== null && order.indexOf(to) > order.indexOf(from)) {
        problems.push(`${file} imports ${target}: ${from}/ may import only ${order.slice(0, order.indexOf(from)).join(', ') || 'nothing'}, not ${to}/`);
      }
    }
  }
  return problems.sort();
}

/** The imports of files under `base` that leave the `allowed` folders, or name a package not in `packages` (any package, if it is null). */
export function outsideImports(graph: ImportGraph, base: string, allowed: readonly string[], packages: readonly string[] | null): readonly string[] {
  const problems: string[] = [];
  for (const [file, targets] of graph) {
    if (!file.startsWith(`${base}/`)) continue;
    for (const target of targets) {
      const ok = isFile(target) ? allowed.some((folder) => target.startsWith(`${folder}/`)) : packages === null || packages.includes(target);
      if (!ok) problems.push(`${file} imports ${target}`);
    }
  }
  return problems.sort();
}

/** The repository's root directory. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('..', import.meta.url));
