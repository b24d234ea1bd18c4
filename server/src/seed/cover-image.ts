import { createHash } from 'node:crypto';

const palettes = [
  ['#4338ca', '#6366f1'],
  ['#0f766e', '#14b8a6'],
  ['#b45309', '#f59e0b'],
  ['#be123c', '#f43f5e'],
  ['#1d4ed8', '#3b82f6'],
  ['#6d28d9', '#a855f7'],
  ['#15803d', '#22c55e'],
  ['#334155', '#64748b'],
] as const;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a title into at most three lines of about `width` characters. */
function wrap(title: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > 3) return [...lines.slice(0, 2), `${lines[2]}…`];
  return lines;
}

/**
 * A small card image (about 1 KB) for an item: a gradient picked from the slug, the kind of item
 * and its title. Text only, no script, so it is safe to serve from our own origin.
 */
export function coverImage(kind: string, title: string, slug: string): string {
  const index = createHash('sha1').update(slug).digest()[0] ?? 0;
  const [from, to] = palettes[index % palettes.length] ?? palettes[0];
  const lines = wrap(title, 24);
  const text = lines
    .map((line, i) => `<text x="28" y="${112 + i * 34}">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 270" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="480" height="270" fill="url(#g)"/>
<circle cx="420" cy="40" r="90" fill="#fff" opacity=".08"/><circle cx="450" cy="250" r="60" fill="#fff" opacity=".08"/>
<text x="28" y="56" fill="#fff" opacity=".85" font-family="system-ui,sans-serif" font-size="16" font-weight="700" letter-spacing="3">${escapeXml(kind.toUpperCase())}</text>
<g fill="#fff" font-family="system-ui,sans-serif" font-size="28" font-weight="700">${text}</g>
</svg>
`;
}
