/**
 * The PDF's built-in Helvetica covers only Windows-1252; everything else is spelled out or
 * folded to its nearest Latin letter, so no glyph prints as garbage.
 */
export function pdfSafe(text: string): string {
  return text
    .replaceAll('₹', 'Rs. ')
    .replaceAll('→', '->')
    .replaceAll('←', '<-')
    .replaceAll('≤', '<=')
    .replaceAll('≥', '>=')
    .replaceAll('≠', '!=')
    .replaceAll('×', 'x')
    .replaceAll('√', 'sqrt')
    .replaceAll('∑', 'sum')
    .replaceAll('π', 'pi')
    .replaceAll('θ', 'theta')
    .replaceAll('λ', 'lambda')
    .replaceAll('α', 'alpha')
    .replaceAll('β', 'beta')
    .replaceAll('Ω', 'Omega')
    .replaceAll('∞', 'infinity')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(
      /[^\t\n\r\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026]/g,
      '?',
    );
}
