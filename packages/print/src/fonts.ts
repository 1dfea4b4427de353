import { Font } from '@react-pdf/renderer';

/**
 * Be Vietnam Pro (SIL Open Font License), designed for Vietnamese: the PDF standard fonts have no
 * Vietnamese glyphs (research/print-lab.md). Every document sets this family on its pages.
 */
export const fontFamily = 'BeVietnamPro';

/** Where the font files are (file paths). */
export type FontSources = { regular: string; bold: string; italic: string };

let registeredKey: string | null = null;

/** Registers the family once per set of sources; safe to call before every render. */
export function registerFonts(sources: FontSources): void {
  const key = `${sources.regular}|${sources.bold}|${sources.italic}`;
  if (registeredKey === key) {
    return;
  }
  Font.register({
    family: fontFamily,
    fonts: [
      { src: sources.regular, fontWeight: 'normal' },
      { src: sources.bold, fontWeight: 'bold' },
      { src: sources.italic, fontStyle: 'italic' },
    ],
  });
  // Vietnamese words are single syllables between spaces: a hyphen inside one is a misprint.
  Font.registerHyphenationCallback((word) => [word]);
  registeredKey = key;
}
