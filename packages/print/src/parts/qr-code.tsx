// @jsxRuntime automatic
// @jsxImportSource react
import { Path, Rect, Svg } from '@react-pdf/renderer';
import { create } from 'qrcode';

/** Quiet zone around the code, in modules (the QR standard asks for 4). */
const quietZone = 4;

/**
 * One SVG path for the dark modules, a rectangle per horizontal run: vector, so it prints sharp
 * at any size, and synchronous, so documents stay plain functions of their data.
 */
export function qrPath(payload: string): { size: number; d: string } {
  const { modules } = create(payload, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) {
        column++;
      }
      parts.push(`M${start} ${row}h${column - start}v1h${start - column}z`);
    }
  }
  return { size: modules.size, d: parts.join('') };
}

export function QrCode({ payload, width }: { payload: string; width: number }) {
  const { size, d } = qrPath(payload);
  const full = size + 2 * quietZone;
  return (
    <Svg width={width} height={width} viewBox={`${-quietZone} ${-quietZone} ${full} ${full}`}>
      <Rect x={-quietZone} y={-quietZone} width={full} height={full} fill="#ffffff" />
      <Path d={d} fill="#000000" />
    </Svg>
  );
}
