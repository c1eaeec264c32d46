import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';

/**
 * The backup file's container: a plain POSIX tar (ustar, with a pax `path` record for names over 100
 * bytes), so an operator can list or unpack it with any `tar`. Written and read with Node alone: each
 * entry streams in and out, and reading indexes the entries first so one can be read by itself.
 */

const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK * 2);

function octal(value: number, width: number): string {
  const text = value.toString(8);
  if (text.length > width - 1) throw new Error(`tar field too large: ${value}`);
  return `${text.padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, type: '0' | 'x', mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii'); // the checksum counts its own field as spaces
  block.write(type, 156, 'ascii');
  block.write('ustar\x0000', 257, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

/** A pax record `"<len> path=<name>\n"`, whose length counts its own digits. */
function paxPath(name: string): Buffer {
  const body = ` path=${name}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length += 1;
  return Buffer.from(`${length}${body}`);
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

export type TarWriter = {
  /** adds an entry from memory; answers its SHA-256 */
  addBuffer(name: string, data: Buffer): Promise<string>;
  /** adds a file from disk, streamed; answers its SHA-256 */
  addFile(name: string, file: string): Promise<string>;
  /** writes the end marker and closes the file */
  finish(): Promise<void>;
};

export async function createTar(file: string): Promise<TarWriter> {
  const handle = await fs.promises.open(file, 'w');
  const now = Date.now();
  const write = async (data: Buffer) => {
    await handle.write(data);
  };
  const begin = async (name: string, size: number) => {
    if (Buffer.byteLength(name) > 100) {
      const record = paxPath(name);
      await write(header('PaxHeader', record.length, 'x', now));
      await write(Buffer.concat([record, Buffer.alloc(padding(record.length))]));
    }
    await write(header(name.slice(0, 100), size, '0', now));
  };
  return {
    async addBuffer(name, data) {
      await begin(name, data.length);
      await write(Buffer.concat([data, Buffer.alloc(padding(data.length))]));
      return createHash('sha256').update(data).digest('hex');
    },
    async addFile(name, source) {
      const { size } = await fs.promises.stat(source);
      await begin(name, size);
      const hash = createHash('sha256');
      let written = 0;
      for await (const chunk of fs.createReadStream(source) as AsyncIterable<Buffer>) {
        // a file that grows while it is read keeps the size its header promised
        const part = chunk.subarray(0, size - written);
        hash.update(part);
        await write(part);
        written += part.length;
      }
      if (written !== size) throw new Error(`${source} shrank while it was backed up`);
      await write(Buffer.alloc(padding(size)));
      return hash.digest('hex');
    },
    async finish() {
      await write(ZEROS);
      await handle.close();
    },
  };
}

export type TarEntry = { name: string; size: number; offset: number };

const field = (block: Buffer, start: number, length: number) => block.toString('utf8', start, start + length).replace(/\0.*$/s, '');

/** The regular-file entries of a tar, in order: name, size and where the content starts. */
export async function listTar(file: string): Promise<TarEntry[]> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { size: total } = await handle.stat();
    const entries: TarEntry[] = [];
    const block = Buffer.alloc(BLOCK);
    let position = 0;
    let longName: string | null = null;
    while (position + BLOCK <= total) {
      await handle.read(block, 0, BLOCK, position);
      if (block.every((byte) => byte === 0)) break;
      const stored = Number.parseInt(field(block, 148, 8).trim(), 8);
      let sum = 0;
      for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : block[i];
      if (sum !== stored) throw new Error(`not a tar file, or a damaged one (bad header at byte ${position})`);
      const size = Number.parseInt(field(block, 124, 12).trim() || '0', 8);
      const type = field(block, 156, 1) || '0';
      const prefix = field(block, 345, 155);
      const offset = position + BLOCK;
      if (type === 'x') {
        const record = Buffer.alloc(size);
        await handle.read(record, 0, size, offset);
        longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(record.toString('utf8'))?.[1] ?? null;
      } else {
        if (type === '0') entries.push({ name: longName ?? (prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100)), size, offset });
        longName = null;
      }
      position = offset + size + padding(size);
    }
    return entries;
  } finally {
    await handle.close();
  }
}

/** A stream of one entry's content. */
export function readEntry(file: string, entry: TarEntry): Readable {
  // an empty range would read the whole rest of the file
  if (entry.size === 0) return Readable.from([]);
  return fs.createReadStream(file, { start: entry.offset, end: entry.offset + entry.size - 1 });
}

export async function readEntryBuffer(file: string, entry: TarEntry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of readEntry(file, entry) as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export async function entryChecksum(file: string, entry: TarEntry): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of readEntry(file, entry) as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}

export async function extractEntry(file: string, entry: TarEntry, target: string): Promise<void> {
  await pipeline(readEntry(file, entry), fs.createWriteStream(target));
}
