/**
 * Reading an input file at the command line (a scenario, a `--cards` library, a file to
 * `cards import`) with a hard byte limit, whatever the path names: it is opened without
 * blocking (a FIFO with no writer can't hang the open), the open descriptor is checked to be
 * a regular file (a FIFO, a device such as `/dev/zero`, a directory or a socket is refused,
 * through a symbolic link too), and at most `maxBytes + 1` bytes are ever read, so a file
 * that grows while it is read or reports a wrong size (`/proc`) can't go past the limit.
 * The text must be UTF-8: a byte order mark is dropped, invalid bytes are refused with the
 * offset of the first bad sequence instead of being replaced.
 */
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';

/** A file the CLI won't read, with a message that names it; exit code 2. */
export class InputFileError extends Error {
  override readonly name = 'InputFileError';
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The text of `file`, at most `maxBytes` bytes of UTF-8 (a leading BOM dropped), or an
 * `InputFileError`; `what` names the kind of file in messages ("a scenario file").
 */
export function readInputFile(file: string, maxBytes: number, what: string): string {
  const bytes = readBytes(file, maxBytes, what);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const offset = firstInvalidUtf8(bytes);
    const line = 1 + bytes.subarray(0, offset).filter((b) => b === 0x0a).length;
    throw new InputFileError(file, `${file} is not valid UTF-8: the first bad byte sequence starts at byte offset ${offset.toLocaleString('en')} (line ${line.toLocaleString('en')}); ${what} must be UTF-8 text`);
  }
}

/** O_NONBLOCK: opening a FIFO for reading returns at once on POSIX systems (0 elsewhere, where there is no such flag). */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);
const FIRST_CHUNK = 1 << 16;

/** At most `maxBytes` bytes of a regular file, read through one descriptor. */
function readBytes(file: string, maxBytes: number, what: string): Uint8Array {
  let fd: number;
  try {
    fd = openSync(file, OPEN_FLAGS);
  } catch (error) {
    throw new InputFileError(file, `can't read ${file}: ${(error as Error).message}`);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new InputFileError(file, `${file} is ${kindOf(stats)}, not a regular file; ${what} must be a regular file`);
    const tooBig = (size: string) => new InputFileError(file, `${file} is ${size} bytes; ${what} may be at most ${maxBytes.toLocaleString('en')} bytes`);
    if (stats.size > maxBytes) throw tooBig(stats.size.toLocaleString('en'));
    // The size is only a first guess: the file may grow, or report 0 (/proc), so read to the end, never past limit + 1.
    let buffer = Buffer.allocUnsafe(Math.min(maxBytes + 1, Math.max(stats.size + 1, FIRST_CHUNK)));
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        if (length > maxBytes) throw tooBig(`more than ${maxBytes.toLocaleString('en')}`);
        const bigger = Buffer.allocUnsafe(Math.min(maxBytes + 1, 2 * buffer.length));
        buffer.copy(bigger, 0, 0, length);
        buffer = bigger;
      }
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) return buffer.subarray(0, length);
      length += read;
    }
  } catch (error) {
    if (error instanceof InputFileError) throw error;
    throw new InputFileError(file, `can't read ${file}: ${(error as Error).message}`);
  } finally {
    closeSync(fd);
  }
}

/** What a file that isn't a regular file is, for the message. */
function kindOf(stats: Stats): string {
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isDirectory()) return 'a directory';
  if (stats.isSocket()) return 'a socket';
  return 'not a file';
}

/**
 * The byte offset where the first ill-formed sequence starts (Unicode Table 3-7: no overlong
 * forms, no surrogates, nothing above U+10FFFF, no truncated sequence), or -1 when all is well.
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    if (lead < 0x80) {
      i += 1;
      continue;
    }
    const shape = SHAPES.find(([from, to]) => lead >= from && lead <= to);
    if (shape === undefined) return i;
    const [, , second, length] = shape;
    for (let k = 1; k < length; k++) {
      const byte = bytes[i + k];
      const [low, high] = k === 1 ? second : CONTINUATION;
      if (byte === undefined || byte < low || byte > high) return i;
    }
    i += length;
  }
  return -1;
}

type Range = readonly [number, number];
const CONTINUATION: Range = [0x80, 0xbf];
/** Lead byte range, the range of the byte after it, and the sequence's length. */
const SHAPES: readonly (readonly [number, number, Range, number])[] = [
  [0xc2, 0xdf, CONTINUATION, 2],
  [0xe0, 0xe0, [0xa0, 0xbf], 3],
  [0xe1, 0xec, CONTINUATION, 3],
  [0xed, 0xed, [0x80, 0x9f], 3],
  [0xee, 0xef, CONTINUATION, 3],
  [0xf0, 0xf0, [0x90, 0xbf], 4],
  [0xf1, 0xf3, CONTINUATION, 4],
  [0xf4, 0xf4, [0x80, 0x8f], 4],
];
