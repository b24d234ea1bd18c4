import { create } from 'qrcode';

/** The dark modules of the QR code of `text`, plus the quiet zone to leave around them. */
export interface QrMatrix {
  size: number;
  isDark: (row: number, column: number) => boolean;
}

export const qrQuietZone = 2;

export function qrMatrix(text: string): QrMatrix {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, column) => Boolean(modules.get(row, column)) };
}

/** The QR code as one SVG path in a (size + 2 × quiet zone) square of unit modules. */
export function qrSvgPath(matrix: QrMatrix): string {
  let path = '';
  for (let row = 0; row < matrix.size; row++) {
    for (let column = 0; column < matrix.size; column++) {
      if (matrix.isDark(row, column))
        path += `M${column + qrQuietZone} ${row + qrQuietZone}h1v1h-1z`;
    }
  }
  return path;
}
