import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { crc32, createDeflate, deflateRawSync } from 'node:zlib';

const mebibyte = 1024 * 1024;

/**
 * Bytes compressed with zlib, as a PDF's FlateDecode filter reads them: `head`, then `padding`
 * spaces. The spaces are deflated a MiB at a time, so a test can make a stream that inflates to
 * 150 MiB without ever holding it: 150 MiB of spaces packs to about 150 KiB.
 */
export function flated(head: string | Buffer, padding = 0): Promise<Buffer> {
  const spaces = Buffer.alloc(Math.min(padding, mebibyte), 0x20);
  const chunks = function* () {
    yield Buffer.from(head);
    for (let left = padding; left > 0; left -= spaces.length) {
      yield spaces.subarray(0, Math.min(left, spaces.length));
    }
  };
  return buffer(Readable.from(chunks()).pipe(createDeflate({ level: 9 })));
}

/** A stream object's body: its dictionary (with /Length added) and its bytes. */
export function pdfStream(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);
}

/**
 * A PDF written object by object (numbered from 1; object 1 is the catalog), with a correct
 * cross-reference table, so a test can put in it what no PDF writer would.
 */
export function pdfOf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      Buffer.from(body),
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(object);
    length += object.length;
  });
  const table = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f\r',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n\r`),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.concat([...parts, Buffer.from(table)]);
}

/** The catalog, page tree and one page whose content is object 4; objects from 5 on are free. */
export const onePage = (content: Buffer): (string | Buffer)[] => [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] /Contents 4 0 R >>',
  content,
];

const objectIndex = '5 0 ';

/** The content of an object stream holding one object, numbered 5, padded with spaces, packed. */
export const packedObjects = (padding: number) =>
  flated(`${objectIndex}<< /Note (padding) >>`, padding);

/**
 * An object stream (PDF 1.5) of such content: the stream a reader inflates just to find the
 * objects in it.
 */
export const objectStream = (packed: Buffer, filters = '/FlateDecode') =>
  pdfStream(`/Type /ObjStm /N 1 /First ${objectIndex.length} /Filter ${filters}`, packed);

export interface RawEntry {
  name: string;
  packed: Buffer;
  size: number;
  crc: number;
  method?: number;
  /** Point this entry's directory record at another entry's data (the overlap trick). */
  sameDataAs?: number;
  /** What the entry's local header says where it differs from its directory record. */
  local?: Partial<{ name: string; method: number; crc: number; packedBytes: number; size: number }>;
  /**
   * Written as streaming zip tools write it (flag bit 3): zeros in the local header, the checksum
   * and sizes in a data descriptor after the data; `descriptor` overrides what that says.
   */
  streamed?: boolean;
  descriptor?: Partial<{ crc: number; packedBytes: number; size: number }>;
}

/** A zip written byte by byte, so tests can say things a zip tool would not (sizes, offsets). */
export function rawZip(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const offsets: number[] = [];
  let offset = 0;
  for (const entry of entries) {
    const streamed = entry.streamed === true;
    const local = {
      name: entry.name,
      method: entry.method ?? 8,
      crc: streamed ? 0 : entry.crc,
      packedBytes: streamed ? 0 : entry.packed.length,
      size: streamed ? 0 : entry.size,
      ...entry.local,
    };
    const name = Buffer.from(local.name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(streamed ? 0x8 : 0, 6);
    header.writeUInt16LE(local.method, 8);
    header.writeUInt32LE(local.crc, 14);
    header.writeUInt32LE(local.packedBytes, 18);
    header.writeUInt32LE(local.size, 22);
    header.writeUInt16LE(name.length, 26);
    offsets.push(offset);
    locals.push(header, name, entry.packed);
    offset += header.length + name.length + entry.packed.length;
    if (streamed) {
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(entry.descriptor?.crc ?? entry.crc, 4);
      descriptor.writeUInt32LE(entry.descriptor?.packedBytes ?? entry.packed.length, 8);
      descriptor.writeUInt32LE(entry.descriptor?.size ?? entry.size, 12);
      locals.push(descriptor);
      offset += descriptor.length;
    }
  }
  const directory: Buffer[] = [];
  entries.forEach((entry, index) => {
    const name = Buffer.from(entry.name);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(entry.streamed ? 0x8 : 0, 8);
    record.writeUInt16LE(entry.method ?? 8, 10);
    record.writeUInt32LE(entry.crc, 16);
    record.writeUInt32LE(entry.packed.length, 20);
    record.writeUInt32LE(entry.size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offsets[entry.sameDataAs ?? index] ?? 0, 42);
    directory.push(record, name);
  });
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** A zip entry holding `content`, deflated. */
export function deflated(name: string, content: string | Buffer): RawEntry {
  const data = typeof content === 'string' ? Buffer.from(content) : content;
  return { name, packed: deflateRawSync(data), size: data.length, crc: crc32(data) };
}

/** A one-file tar archive (POSIX ustar), as `tar cf` writes it. */
export function tarOf(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const header = Buffer.alloc(512);
  header.write(name, 0);
  header.write('0000644\0', 100);
  header.write('0000000\0', 108);
  header.write('0000000\0', 116);
  header.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124);
  header.write('00000000000\0', 136);
  header.write('0', 156);
  header.write('ustar\x0000', 257);
  // The checksum is summed with its own field read as spaces.
  header.write('        ', 148);
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  const body = Buffer.alloc(Math.ceil(data.length / 512) * 512);
  data.copy(body);
  return Buffer.concat([header, body, Buffer.alloc(1024)]);
}
