import { open } from 'node:fs/promises';
import { promisify } from 'node:util';
import { crc32, inflateRaw } from 'node:zlib';
import { uploadLimits } from '@studyhub/contract/uploads';
import { invalidFile } from './upload-errors.ts';

const inflate = promisify(inflateRaw);

const centralEntry = 0x02014b50;
const localEntry = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const maxEndRecordBytes = 22 + 0xffff;
/** Small files may compress very well (a file of blank lines); only bigger ones can bomb. */
const ratioExemptBytes = 64 * 1024;

const dataDescriptor = 0x08074b50;

/**
 * An archive inside the archive is refused by content, whatever its name says, when it starts
 * within a file's first KiB: a stub or a few bytes of padding in front of it is how nesting hides
 * from a look at offset 0, and tools that unpack such a file search that far and further. Each
 * mark is long enough, or confirmed by what follows it, that ordinary files do not match by chance.
 */
const archiveScanBytes = 1024;
const archiveMarks: { magic: Buffer; offset?: number; followedBy?: (next: Buffer) => boolean }[] = [
  { magic: Buffer.from([0x50, 0x4b, 0x03, 0x04]) }, // zip, jar
  { magic: Buffer.from('7z\xbc\xaf\x27\x1c', 'latin1') },
  { magic: Buffer.from('Rar!\x1a\x07', 'latin1') }, // RAR 1.5 to 5
  { magic: Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]) }, // xz
  // gzip: deflate (its only method), then flags whose reserved bits are clear.
  { magic: Buffer.from([0x1f, 0x8b, 0x08]), followedBy: (next) => (next[0] ?? 0xff) < 0x20 },
  // bzip2: the block size, then the first block's magic (the digits of pi, "1AY&SY").
  {
    magic: Buffer.from('BZh'),
    followedBy: (next) => /^[1-9]1AY&SY/.test(next.toString('latin1', 0, 7)),
  },
  // tar: the POSIX or GNU magic, 257 bytes into the archive's first header.
  {
    magic: Buffer.from('ustar'),
    offset: 257,
    followedBy: (next) => ['\x0000', '  \x00'].includes(next.toString('latin1', 0, 3)),
  },
];

interface Entry {
  name: string;
  nameBytes: Buffer;
  flags: number;
  method: number;
  crc: number;
  compressedBytes: number;
  unpackedBytes: number;
  localOffset: number;
}

export interface ZipSummary {
  entries: number;
  unpackedBytes: number;
}

const endRecordSignature = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/** Where the end of central directory record starts in `tail`, the last bytes of a zip; or -1. */
function endRecordIn(tail: Buffer): number {
  for (let at = tail.lastIndexOf(endRecordSignature); at >= 0; ) {
    if (at + 22 <= tail.length && at + 22 + tail.readUInt16LE(at + 20) === tail.length) return at;
    at = at > 0 ? tail.lastIndexOf(endRecordSignature, at - 1) : -1;
  }
  return -1;
}

/**
 * Whether a file is an archive: one starts in its first KiB, or it ends with a zip's end record,
 * which is how unzip tools find a zip, however many bytes come before it.
 */
function isArchive(content: Buffer): boolean {
  const head = content.subarray(0, archiveScanBytes + 300);
  for (const { magic, offset = 0, followedBy } of archiveMarks) {
    for (
      let at = head.indexOf(magic, offset);
      at >= 0 && at - offset < archiveScanBytes;
      at = head.indexOf(magic, at + 1)
    ) {
      if (!followedBy || followedBy(head.subarray(at + magic.length))) return true;
    }
  }
  return endRecordIn(content.subarray(-maxEndRecordBytes)) >= 0;
}

/** An entry's facts as its local header or data descriptor states them. */
interface Stated {
  method: number;
  crc: number;
  compressedBytes: number;
  unpackedBytes: number;
}

/** The first fact a local header or data descriptor states otherwise than the list of files. */
function disagreement(entry: Entry, stated: Stated): string | undefined {
  if (stated.method !== entry.method) return 'compression method';
  if (stated.compressedBytes !== entry.compressedBytes) return 'packed size';
  if (stated.unpackedBytes !== entry.unpackedBytes) return 'unpacked size';
  if (stated.crc !== entry.crc) return 'checksum';
  return undefined;
}

const disagreeing = (entry: Entry, what: string) =>
  invalidFile(
    `This zip's list of files and the file itself disagree about the ${what} of "${entry.name.slice(0, 100)}". Unzip tools differ in which one they believe, so the zip is refused. Please zip the folder again.`,
  );

/**
 * The length of a streamed entry's data descriptor, which must state the listed checksum and
 * sizes: 12 bytes, or 16 with its optional signature (so four bytes that look like the signature
 * may be the checksum).
 */
function descriptorLength(entry: Entry, descriptor: Buffer): number {
  const signed = descriptor.length >= 4 && descriptor.readUInt32LE(0) === dataDescriptor;
  const starts = signed ? [4, 0] : [0];
  let first: string | undefined;
  for (const at of starts) {
    if (descriptor.length < at + 12) continue;
    const differs = disagreement(entry, {
      method: entry.method,
      crc: descriptor.readUInt32LE(at),
      compressedBytes: descriptor.readUInt32LE(at + 4),
      unpackedBytes: descriptor.readUInt32LE(at + 8),
    });
    if (!differs) return at + 12;
    first ??= differs;
  }
  throw disagreeing(entry, first ?? 'packed size');
}

function unsafePath(name: string): boolean {
  if (name.includes('\0')) return true;
  if (/^([/\\]|[a-zA-Z]:)/.test(name)) return true;
  return name.split(/[/\\]/).some((segment) => segment === '..');
}

/**
 * Checks a project's source zip by its structure before anything is unpacked: one central
 * directory, a bounded number of files, a bounded unpacked size and compression ratio, local
 * headers that say what the directory says, no overlapping entries and no paths that climb out of
 * the folder it is unpacked into. Then each file is inflated, never past its declared size, to
 * prove the zip is intact (CRC-32), and looked at for an archive inside it.
 */
export async function checkZip(filePath: string, size: number): Promise<ZipSummary> {
  const file = await open(filePath, 'r');
  try {
    const read = async (position: number, length: number) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await file.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    };

    const tailStart = Math.max(0, size - maxEndRecordBytes);
    const tail = await read(tailStart, size - tailStart);
    const end = endRecordIn(tail);
    if (end < 0) throw invalidFile('This file is not a zip archive: it has no central directory.');
    const endOffset = tailStart + end;
    const disk = tail.readUInt16LE(end + 4);
    const directoryDisk = tail.readUInt16LE(end + 6);
    const entriesHere = tail.readUInt16LE(end + 8);
    const entryCount = tail.readUInt16LE(end + 10);
    const directoryBytes = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (disk !== 0 || directoryDisk !== 0 || entriesHere !== entryCount) {
      throw invalidFile('Split (multi-part) zip archives are not accepted. Please upload one zip.');
    }
    if (entryCount === 0xffff || directoryBytes === 0xffffffff || directoryOffset === 0xffffffff) {
      throw invalidFile('ZIP64 archives are not accepted; a project zip is never that large.');
    }
    if (entryCount > uploadLimits.zipEntries) {
      throw invalidFile(
        `This zip has ${entryCount} files; at most ${uploadLimits.zipEntries} are accepted. Leave out dependencies and build output.`,
      );
    }
    if (directoryOffset + directoryBytes !== endOffset) {
      throw invalidFile('This zip is damaged: its central directory is not where it says.');
    }

    const directory = await read(directoryOffset, directoryBytes);
    const entries: Entry[] = [];
    let at = 0;
    for (let index = 0; index < entryCount; index++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== centralEntry) {
        throw invalidFile('This zip is damaged: its list of files cannot be read.');
      }
      const nameBytes = directory.readUInt16LE(at + 28);
      const entry: Entry = {
        flags: directory.readUInt16LE(at + 8),
        method: directory.readUInt16LE(at + 10),
        crc: directory.readUInt32LE(at + 16),
        compressedBytes: directory.readUInt32LE(at + 20),
        unpackedBytes: directory.readUInt32LE(at + 24),
        localOffset: directory.readUInt32LE(at + 42),
        nameBytes: directory.subarray(at + 46, at + 46 + nameBytes),
        name: directory.subarray(at + 46, at + 46 + nameBytes).toString('utf8'),
      };
      at += 46 + nameBytes + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
      entries.push(entry);
    }

    let unpackedBytes = 0;
    for (const entry of entries) {
      if (unsafePath(entry.name)) {
        throw invalidFile(
          `This zip contains the path "${entry.name.slice(0, 100)}", which would be unpacked outside its folder.`,
        );
      }
      if (entry.flags & 0x1) throw invalidFile('Password-protected zip archives are not accepted.');
      if (entry.method !== 0 && entry.method !== 8) {
        throw invalidFile(
          `"${entry.name.slice(0, 100)}" uses a compression method that common unzip tools cannot open. Please zip with the standard (deflate) method.`,
        );
      }
      unpackedBytes += entry.unpackedBytes;
      if (
        entry.unpackedBytes > ratioExemptBytes &&
        entry.unpackedBytes / Math.max(entry.compressedBytes, 1) > uploadLimits.zipRatio
      ) {
        throw invalidFile(
          `"${entry.name.slice(0, 100)}" unpacks to more than ${uploadLimits.zipRatio} times its packed size, as zip bombs do.`,
        );
      }
    }
    if (unpackedBytes > uploadLimits.zipUnpackedBytes) {
      throw invalidFile(
        `This zip unpacks to ${Math.round(unpackedBytes / (1024 * 1024))} MiB; at most ${uploadLimits.zipUnpackedBytes / (1024 * 1024)} MiB is accepted.`,
      );
    }

    // Streaming unzippers read the local headers and never the list, so each must say what the
    // list says. Each file's data must lie before the list and apart from every other's:
    // overlapping entries let a small zip unpack the same bytes over and over.
    const ranges: { start: number; dataStart: number; end: number; entry: Entry }[] = [];
    for (const entry of entries) {
      const header = await read(entry.localOffset, 30);
      if (header.length < 30 || header.readUInt32LE(0) !== localEntry) {
        throw invalidFile('This zip is damaged: a file in its list is not where it says.');
      }
      const localName = await read(entry.localOffset + 30, header.readUInt16LE(26));
      if (!localName.equals(entry.nameBytes)) {
        throw invalidFile(
          `This zip lists "${entry.name.slice(0, 100)}", but the file itself is stored under the name "${localName.toString('utf8').slice(0, 100)}". Unzip tools differ in which name they use, so the zip is refused. Please zip the folder again.`,
        );
      }
      const dataStart = entry.localOffset + 30 + localName.length + header.readUInt16LE(28);
      const dataEnd = dataStart + entry.compressedBytes;
      // A zip written as a stream (flag bit 3) may leave the local checksum and sizes zero and
      // state them after the data instead.
      const streamed = (header.readUInt16LE(6) & 0x8) !== 0;
      const orListed = (stated: number, listed: number) =>
        streamed && stated === 0 ? listed : stated;
      const differs = disagreement(entry, {
        method: header.readUInt16LE(8),
        crc: orListed(header.readUInt32LE(14), entry.crc),
        compressedBytes: orListed(header.readUInt32LE(18), entry.compressedBytes),
        unpackedBytes: orListed(header.readUInt32LE(22), entry.unpackedBytes),
      });
      if (differs) throw disagreeing(entry, differs);
      const end = streamed ? dataEnd + descriptorLength(entry, await read(dataEnd, 16)) : dataEnd;
      if (end > directoryOffset) {
        throw invalidFile('This zip is damaged: a file runs into the list of files.');
      }
      ranges.push({ start: entry.localOffset, dataStart, end, entry });
    }
    ranges.sort((a, b) => a.start - b.start);
    for (let index = 1; index < ranges.length; index++) {
      const previous = ranges[index - 1];
      const current = ranges[index];
      if (previous && current && current.start < previous.end) {
        throw invalidFile('This zip has files that overlap each other, a trick used by zip bombs.');
      }
    }

    for (const { entry, dataStart } of ranges) {
      const packed = await read(dataStart, entry.compressedBytes);
      let unpacked: Buffer;
      if (entry.method === 0) {
        unpacked = packed;
      } else {
        try {
          // Never more than the declared size: a bomb that lies about its size stops here.
          unpacked = await inflate(packed, { maxOutputLength: Math.max(entry.unpackedBytes, 1) });
        } catch {
          throw invalidFile(
            `"${entry.name.slice(0, 100)}" in this zip is damaged or unpacks to more than it declares.`,
          );
        }
      }
      if (unpacked.length !== entry.unpackedBytes || crc32(unpacked) !== entry.crc) {
        throw invalidFile(
          `"${entry.name.slice(0, 100)}" in this zip is damaged (its checksum does not match).`,
        );
      }
      if (isArchive(unpacked)) {
        throw invalidFile(
          `"${entry.name.slice(0, 100)}" is an archive inside the zip. Please upload the files themselves, not nested archives.`,
        );
      }
    }
    return { entries: entries.length, unpackedBytes };
  } finally {
    await file.close();
  }
}
