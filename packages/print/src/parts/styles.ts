import { StyleSheet } from '@react-pdf/renderer';
import { fontFamily } from '../fonts.ts';

/** Ink on white: documents are printed on office laser printers, often in black only. */
export const colors = {
  ink: '#111111',
  muted: '#4a4a4a',
  rule: '#8c8c8c',
  faint: '#d9d9d9',
  shade: '#f2f2f2',
} as const;

export const styles = StyleSheet.create({
  page: {
    fontFamily,
    fontSize: 9.5,
    lineHeight: 1.35,
    color: colors.ink,
    paddingTop: 34,
    paddingBottom: 36,
    paddingHorizontal: 46,
  },
  bold: { fontWeight: 'bold' },
  italic: { fontStyle: 'italic' },
  muted: { color: colors.muted },
  small: { fontSize: 8 },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
  row: { flexDirection: 'row' },
  title: {
    fontSize: 14,
    // The stacked marks of Ế, Ộ … need room: the font's ascent is tall.
    lineHeight: 1.6,
    fontWeight: 'bold',
    textAlign: 'center',
    letterSpacing: 0.3,
    marginTop: 8,
  },
  subtitle: { textAlign: 'center', fontStyle: 'italic', marginTop: 1, marginBottom: 8 },
  heading: { fontWeight: 'bold', marginTop: 7, marginBottom: 2 },
  paragraph: { marginBottom: 2.5, textAlign: 'justify' },
  rule: { borderBottomWidth: 0.75, borderBottomColor: colors.ink, marginVertical: 5 },
  footer: {
    position: 'absolute',
    bottom: 16,
    left: 46,
    right: 46,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 7.5,
    color: colors.muted,
  },
});
