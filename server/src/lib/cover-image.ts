import { createHash } from 'node:crypto';
import { cardImageSizes } from '@studyhub/contract/uploads';
import { lazy } from './lazy.ts';

/** The kinds of cover drawn, each with its own motif in the background. */
const loadSharp = lazy(() => import('sharp'));

export type CoverKind = 'note' | 'project' | 'course' | 'blog' | 'site';

export interface CoverDesign {
  kind: CoverKind;
  /** The small label above the title: a note's subject, a course's type, "Project", "Blog". */
  label: string;
  title: string;
  /** One line under the title: pages, technologies, instructor, date. */
  detail: string;
  /** Picks the colours: items of one subject share a scheme. */
  scheme: string;
}

/** Background gradients, each dark enough for white text at 4.5:1 or better on its lighter end. */
const schemes = [
  ['#312e81', '#4f46e5'],
  ['#134e4a', '#0f766e'],
  ['#7c2d12', '#c2410c'],
  ['#881337', '#be123c'],
  ['#1e3a8a', '#1d4ed8'],
  ['#4c1d95', '#7c3aed'],
  ['#14532d', '#15803d'],
  ['#1e293b', '#475569'],
  ['#701a75', '#a21caf'],
  ['#164e63', '#0e7490'],
] as const;

// Both fonts ship with Debian and the server's container; librsvg picks the first it finds.
const fontFamily = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif";

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits text into lines of about `width` characters; the last line allowed ends in "…". */
export function wrapTitle(title: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.trim().split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

function schemeFor(key: string) {
  const index = createHash('sha1').update(key.toLowerCase()).digest()[0] ?? 0;
  return schemes[index % schemes.length] ?? schemes[0];
}

/** A large, faint drawing on the right that says what kind of item this is. */
function motif(kind: CoverKind): string {
  switch (kind) {
    case 'note':
      // A spiral notebook with ruled lines.
      return `<g opacity=".14" transform="translate(820 150) rotate(8)">
<rect x="0" y="0" width="300" height="390" rx="26" fill="#fff"/>
<g stroke="#000" stroke-opacity=".5" stroke-width="6">${[90, 140, 190, 240, 290, 340]
        .map((y) => `<line x1="60" y1="${y}" x2="260" y2="${y}"/>`)
        .join('')}</g>
${[60, 120, 180, 240, 300, 360].map((y) => `<circle cx="0" cy="${y - 20}" r="16" fill="#000" fill-opacity=".35"/>`).join('')}
</g>`;
    case 'project':
      return `<g opacity=".16" fill="none" stroke="#fff" stroke-width="34" stroke-linecap="round" stroke-linejoin="round">
<path d="M880 210 L780 337 L880 464"/><path d="M1060 210 L1160 337 L1060 464"/><path d="M1010 180 L930 494"/>
</g>`;
    case 'course':
      // A graduation cap.
      return `<g opacity=".15" fill="#fff" transform="translate(760 170)">
<path d="M200 0 L400 90 L200 180 L0 90 Z"/><path d="M80 140 L80 250 C140 300 260 300 320 250 L320 140 L200 194 Z"/>
<rect x="362" y="96" width="14" height="150" rx="7"/><circle cx="369" cy="256" r="22"/>
</g>`;
    case 'blog':
      return `<g opacity=".15" fill="#fff" transform="translate(800 150)">
<rect x="0" y="0" width="330" height="380" rx="24"/>
</g><g opacity=".22" fill="#000">${[210, 260, 310, 360, 410, 460]
        .map(
          (y, i) =>
            `<rect x="850" y="${y}" width="${i % 3 === 2 ? 150 : 230}" height="18" rx="9"/>`,
        )
        .join('')}</g>`;
    case 'site':
      return `<g opacity=".14" fill="#fff">
<circle cx="1010" cy="330" r="190"/><circle cx="1010" cy="330" r="120" fill-opacity=".6"/>
</g>`;
  }
}

/**
 * The cover as SVG, 1200×675 (16:9, the cards' shape). The middle 1200×630 is the link preview,
 * so nothing that matters sits in the top or bottom 23 px. Text only from the catalog, escaped.
 */
export function coverSvg(design: CoverDesign): string {
  // The site's own preview wears the brand's indigo; items take their subject's colours.
  const [from, to] = design.kind === 'site' ? schemes[0] : schemeFor(design.scheme);
  const long = design.title.length > 60;
  const fontSize = long ? 58 : 68;
  const lines = wrapTitle(design.title, long ? 27 : 23, 3);
  const titleTop = 250 - (lines.length - 1) * 18;
  const title = lines
    .map(
      (line, index) =>
        `<text x="80" y="${titleTop + index * fontSize * 1.15}">${escapeXml(line)}</text>`,
    )
    .join('');
  const label = escapeXml(design.label.toUpperCase());
  const labelWidth = Math.min(760, 52 + design.label.length * 19);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx=".85" cy=".15" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1200" height="675" fill="url(#bg)"/>
<rect width="1200" height="675" fill="url(#glow)"/>
<circle cx="-40" cy="700" r="260" fill="#fff" opacity=".05"/>
${motif(design.kind)}
<rect x="80" y="80" width="${labelWidth}" height="52" rx="26" fill="#fff" fill-opacity=".18"/>
<text x="104" y="115" fill="#fff" font-family="${fontFamily}" font-size="24" font-weight="700" letter-spacing="2">${label}</text>
<g fill="#fff" font-family="${fontFamily}" font-size="${fontSize}" font-weight="700">${title}</g>
<text x="80" y="560" fill="#fff" fill-opacity=".88" font-family="${fontFamily}" font-size="28">${escapeXml(design.detail)}</text>
<g transform="translate(880 590)"><rect width="40" height="40" rx="10" fill="#fff"/><text x="20" y="30" fill="${from}" font-family="${fontFamily}" font-size="28" font-weight="700" text-anchor="middle">S</text>
<text x="54" y="31" fill="#fff" font-family="${fontFamily}" font-size="30" font-weight="700">StudyHub</text></g>
</svg>`;
}

export interface CoverImages {
  /** WebP, 800 px wide, for cards and detail pages. */
  large: Buffer;
  /** WebP, 400 px wide, for cards on phones. */
  small: Buffer;
  /** PNG, 1200×630, for link previews (og:image), which not every crawler reads as WebP. */
  linkPreview: Buffer;
}

/** Renders a cover once and encodes the three stored variants, as an uploaded image gets. */
export async function renderCover(design: CoverDesign): Promise<CoverImages> {
  const { default: sharp } = await loadSharp();
  const { data, info } = await sharp(Buffer.from(coverSvg(design)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = () => sharp(data, { raw: info });
  const { width, height } = cardImageSizes.linkPreview;
  const [large, small, linkPreview] = await Promise.all([
    // Lower efforts than an upload gets: flat colours compress well anyway, and seeding draws
    // every demo item's cover at once (about 2 s less for the whole catalog).
    raw().resize({ width: cardImageSizes.large }).webp({ quality: 82, effort: 2 }).toBuffer(),
    raw().resize({ width: cardImageSizes.small }).webp({ quality: 80, effort: 2 }).toBuffer(),
    raw()
      .extract({ left: 0, top: Math.floor((info.height - height) / 2), width, height })
      .png({ compressionLevel: 6 })
      .toBuffer(),
  ]);
  return { large, small, linkPreview };
}
