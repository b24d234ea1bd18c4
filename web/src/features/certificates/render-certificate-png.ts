import { formatDate } from '../../lib/format';
import {
  type CertificateView,
  certificateFileName,
  certificateText,
  signaturePath,
} from './certificate-model';
import { qrMatrix, qrQuietZone } from './certificate-qr';
import { saveBlob } from './save-blob';

// A4 landscape at 96 dpi, drawn at twice that (spec section 9: render scale 2) for a sharp print.
const width = 1123;
const height = 794;
const scale = 2;

const colors = {
  paper: '#fffdf7',
  brand: '#4338ca',
  brandDark: '#3730a3',
  gold: '#f59e0b',
  ink: '#0f172a',
  text: '#334155',
  muted: '#475569',
  rule: '#94a3b8',
};
const serif = 'Georgia, "Times New Roman", serif';
const sans = 'system-ui, "Segoe UI", Roboto, Arial, sans-serif';
const centre = width / 2;

type Context = CanvasRenderingContext2D;

function text(
  context: Context,
  value: string,
  x: number,
  y: number,
  font: string,
  color: string,
  maxWidth?: number,
) {
  context.font = font;
  context.fillStyle = color;
  context.fillText(value, x, y, maxWidth);
}

function rule(context: Context, fromX: number, toX: number, y: number) {
  context.strokeStyle = colors.rule;
  context.lineWidth = 1.5;
  context.beginPath();
  context.moveTo(fromX, y);
  context.lineTo(toX, y);
  context.stroke();
}

/** The largest size from `largest` down to `smallest` at which `value` fits `maxWidth`. */
function fittingSize(
  context: Context,
  value: string,
  font: (size: number) => string,
  largest: number,
  smallest: number,
  maxWidth: number,
) {
  for (let size = largest; size > smallest; size -= 1) {
    context.font = font(size);
    if (context.measureText(value).width <= maxWidth) return size;
  }
  return smallest;
}

/** The recipient's name: one line when it fits, else two lines split at the middle space. */
function drawName(context: Context, name: string) {
  const font = (size: number) => `italic 600 ${size}px ${serif}`;
  const maxWidth = 820;
  const size = fittingSize(context, name, font, 50, 32, maxWidth);
  context.font = font(size);
  if (context.measureText(name).width <= maxWidth || !name.includes(' ')) {
    text(context, name, centre, 296, font(size), colors.brandDark, maxWidth);
    return;
  }
  const middle = name.length / 2;
  let split = name.indexOf(' ');
  for (let at = split; at !== -1; at = name.indexOf(' ', at + 1)) {
    if (Math.abs(at - middle) < Math.abs(split - middle)) split = at;
  }
  const lines = [name.slice(0, split), name.slice(split + 1)];
  const lineSize = Math.min(
    ...lines.map((line) => fittingSize(context, line, font, 34, 20, maxWidth)),
  );
  text(context, lines[0] ?? '', centre, 272, font(lineSize), colors.brandDark, maxWidth);
  text(context, lines[1] ?? '', centre, 308, font(lineSize), colors.brandDark, maxWidth);
}

function drawQr(context: Context, url: string | null, x: number, y: number, size: number) {
  context.fillStyle = '#ffffff';
  context.fillRect(x, y, size, size);
  if (!url) {
    context.strokeStyle = colors.rule;
    context.setLineDash([4, 4]);
    context.strokeRect(x, y, size, size);
    context.setLineDash([]);
    return;
  }
  const matrix = qrMatrix(url);
  const module = size / (matrix.size + qrQuietZone * 2);
  context.fillStyle = colors.ink;
  for (let row = 0; row < matrix.size; row++) {
    for (let column = 0; column < matrix.size; column++) {
      if (!matrix.isDark(row, column)) continue;
      // A hair of overlap so no seams show between neighbouring modules.
      context.fillRect(
        x + (column + qrQuietZone) * module,
        y + (row + qrQuietZone) * module,
        module + 0.3,
        module + 0.3,
      );
    }
  }
}

/** Draws the certificate with the 2D API, in the layout of the page's landscape certificate. */
export function drawCertificate(context: Context, certificate: CertificateView) {
  context.fillStyle = colors.paper;
  context.fillRect(0, 0, width, height);
  context.strokeStyle = colors.brand;
  context.lineWidth = 6;
  context.strokeRect(18, 18, width - 36, height - 36);
  context.strokeStyle = colors.gold;
  context.lineWidth = 2;
  context.strokeRect(30, 30, width - 60, height - 60);

  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';
  if ('letterSpacing' in context) context.letterSpacing = '6px';
  text(context, certificateText.issuer.toUpperCase(), centre, 96, `700 17px ${sans}`, colors.brand);
  if ('letterSpacing' in context) context.letterSpacing = '0px';
  text(context, certificateText.title, centre, 160, `700 52px ${serif}`, colors.brandDark);
  text(context, certificateText.certify, centre, 222, `19px ${sans}`, colors.text);
  drawName(context, certificate.name);
  rule(context, 200, width - 200, 326);
  text(context, certificateText.completed, centre, 366, `19px ${sans}`, colors.text);
  text(context, certificate.subjectLine, centre, 410, `700 30px ${sans}`, colors.ink, 800);
  text(
    context,
    certificateText.score(certificate.score, certificate.total),
    centre,
    446,
    `19px ${sans}`,
    colors.text,
  );

  // Bottom row: date, signature, QR code with id and address.
  const left = 250;
  text(context, formatDate(certificate.issuedAt), left, 656, `700 19px ${sans}`, colors.ink);
  rule(context, left - 110, left + 110, 674);
  text(context, certificateText.dateLabel, left, 698, `15px ${sans}`, colors.muted);

  context.save();
  context.translate(centre - 80, 604);
  context.strokeStyle = colors.ink;
  context.lineWidth = 2.2;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.stroke(new Path2D(signaturePath));
  context.restore();
  rule(context, centre - 110, centre + 110, 674);
  text(context, certificateText.signatoryTitle, centre, 698, `700 16px ${sans}`, colors.ink);
  text(context, certificateText.issuer, centre, 718, `14px ${sans}`, colors.muted);

  const right = width - 250;
  drawQr(context, certificate.verifyUrl, right - 62, 496, 124);
  text(
    context,
    `${certificateText.idLabel} ${certificate.id ?? certificateText.pendingId}`,
    right,
    648,
    `700 14px ${sans}`,
    colors.ink,
    300,
  );
  if (certificate.verifyUrl) {
    text(context, certificateText.verifyLabel, right, 674, `13px ${sans}`, colors.muted);
    const urlSize = fittingSize(
      context,
      certificate.verifyUrl,
      (size) => `${size}px ${sans}`,
      13,
      9,
      300,
    );
    text(context, certificate.verifyUrl, right, 694, `${urlSize}px ${sans}`, colors.ink, 300);
  }
}

/** The certificate as a PNG image at scale 2. */
export async function renderCertificatePng(certificate: CertificateView): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width * scale;
  canvas.height = height * scale;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the certificate image.');
  context.scale(scale, scale);
  drawCertificate(context, certificate);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) =>
        blob ? resolve(blob) : reject(new Error('The certificate image could not be made.')),
      'image/png',
    ),
  );
}

/** Renders the certificate and saves it as '{name}-Certificate.png'. */
export async function downloadCertificatePng(certificate: CertificateView): Promise<void> {
  saveBlob(await renderCertificatePng(certificate), certificateFileName(certificate.name));
}
