export type Align = 'left' | 'right';

/** A Markdown table with padded columns, readable both raw in a terminal and rendered. */
export function markdownTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly Align[] = [],
): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length), 3),
  );
  const pad = (text: string, column: number): string => {
    const width = widths[column] ?? 3;
    return align[column] === 'right' ? text.padStart(width) : text.padEnd(width);
  };
  const line = (cells: readonly string[]): string =>
    `| ${headers.map((_, column) => pad(cells[column] ?? '', column)).join(' | ')} |`;
  const rule = `|${widths
    .map((width, column) =>
      align[column] === 'right' ? ` ${'-'.repeat(width - 1)}: ` : ` ${'-'.repeat(width)} `,
    )
    .join('|')}|`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

export function formatNumber(value: number, digits = 0): string {
  return value.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** Milliseconds with sub-millisecond precision where it matters. */
export function formatMs(value: number): string {
  if (value >= 100) {
    return formatNumber(value);
  }
  if (value >= 10) {
    return formatNumber(value, 1);
  }
  return formatNumber(value, 2);
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) {
    return `${formatNumber(bytes / 1_000_000, 2)} MB`;
  }
  return `${formatNumber(bytes / 1000, 1)} kB`;
}
