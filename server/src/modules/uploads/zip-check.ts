import { open } from 'node:fs/promises';
import { promisify } from 'node:util';
import { crc32, inflateRaw } from 'node:zlib';
import { uploadLimits } from '@studyhub/contract/uploads';
import { invalidFile } from './upload-errors.ts';

const inflate = promisify(inflateRaw);

const endOfCentralDirectory = 0x06054b50;
const centralEntry = 0x02014b50;
const localEntry = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const maxEndRecordBytes = 22 + 0xffff;
/** Small files may compress very well (a file of blank lines); only bigger ones can bomb. */
const ratioExemptBytes = 64 * 1024;

/** Archives inside the archive are refused by content, whatever their name says. */
const archiveSignatures = [
  Buffer.from([0x50, 0x4b, 0x03, 0x04]), // zip, jar
  Buffer.from([0x50, 0x4b, 0x05, 0x06]), // empty zip
  Buffer.from([0x1f, 0x8b]), // gzip, tar.gz
  Buffer.from('7z\xbc\xaf\x27\x1c', 'latin1'),
  Buffer.from('Rar!', 'latin1'),
];

interface Entry {
  name: string;
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

function unsafePath(name: string): boolean {
  if (name.includes('\0')) return true;
  if (/^([/\\]|[a-zA-Z]:)/.test(name)) return true;
  return name.split(/[/\\]/).some((segment) => segment === '..');
}

/**
 * Checks a project's source zip by its structure before anything is unpacked: one central
 * directory, a bounded number of files, a bounded unpacked size and compression ratio, no
 * overlapping entries and no paths that climb out of the folder it is unpacked into. Then each
 * file is inflated, never past its declared size, to prove the zip is intact (CRC-32).
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
    let end = -1;
    for (let at = tail.length - 22; at >= 0; at--) {
      if (
        tail.readUInt32LE(at) === endOfCentralDirectory &&
        at + 22 + tail.readUInt16LE(at + 20) === tail.length
      ) {
        end = at;
        break;
      }
    }
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

    // Each file's data must lie before the central directory and apart from every other's:
    // overlapping entries let a small zip unpack the same bytes over and over.
    const ranges: { start: number; end: number; entry: Entry }[] = [];
    for (const entry of entries) {
      const header = await read(entry.localOffset, 30);
      if (header.length < 30 || header.readUInt32LE(0) !== localEntry) {
        throw invalidFile('This zip is damaged: a file in its list is not where it says.');
      }
      const start = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
      const dataEnd = start + entry.compressedBytes;
      if (dataEnd > directoryOffset) {
        throw invalidFile('This zip is damaged: a file runs into the list of files.');
      }
      ranges.push({ start: entry.localOffset, end: dataEnd, entry });
    }
    ranges.sort((a, b) => a.start - b.start);
    for (let index = 1; index < ranges.length; index++) {
      const previous = ranges[index - 1];
      const current = ranges[index];
      if (previous && current && current.start < previous.end) {
        throw invalidFile('This zip has files that overlap each other, a trick used by zip bombs.');
      }
    }

    for (const { entry, end: dataEnd } of ranges) {
      const packed = await read(dataEnd - entry.compressedBytes, entry.compressedBytes);
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
      if (
        archiveSignatures.some((signature) =>
          unpacked.subarray(0, signature.length).equals(signature),
        )
      ) {
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
