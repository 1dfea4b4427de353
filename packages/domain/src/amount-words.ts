/** Amounts spelled out in Vietnamese (B§2 cash log editor hint, B§9 "amount words in Vietnamese units"). */
const digitWords = [
  'không',
  'một',
  'hai',
  'ba',
  'bốn',
  'năm',
  'sáu',
  'bảy',
  'tám',
  'chín',
] as const;

function digit(value: number): string {
  return digitWords[value] ?? '';
}

/** One group of three digits; `isInner` when a higher group precedes it (then "không trăm" is read). */
function groupWords(group: number, isInner: boolean): string[] {
  const hundreds = Math.floor(group / 100);
  const tens = Math.floor(group / 10) % 10;
  const units = group % 10;
  const words: string[] = [];
  const readsHundreds = isInner || hundreds > 0;
  if (readsHundreds) {
    words.push(digit(hundreds), 'trăm');
  }
  if (tens === 0) {
    if (units > 0) {
      words.push(...(readsHundreds ? ['linh', digit(units)] : [digit(units)]));
    }
    return words;
  }
  if (tens === 1) {
    words.push('mười');
    if (units > 0) {
      words.push(units === 5 ? 'lăm' : digit(units));
    }
    return words;
  }
  words.push(digit(tens), 'mươi');
  const unitWord = { 0: '', 1: 'mốt', 4: 'tư', 5: 'lăm' }[units as 0 | 1 | 4 | 5] ?? digit(units);
  if (unitWord) {
    words.push(unitWord);
  }
  return words;
}

/** Words for a whole number below one billion (groups of nghìn and triệu). */
function belowBillion(value: number, isInner: boolean): string[] {
  const groups = [
    { size: 1_000_000, unit: 'triệu' },
    { size: 1_000, unit: 'nghìn' },
    { size: 1, unit: '' },
  ];
  const words: string[] = [];
  let rest = value;
  let hasHigher = isInner;
  for (const { size, unit } of groups) {
    const group = Math.floor(rest / size);
    rest %= size;
    if (group === 0) {
      continue;
    }
    words.push(...groupWords(group, hasHigher));
    if (unit) {
      words.push(unit);
    }
    hasHigher = true;
  }
  return words;
}

function numberWords(value: number, isInner: boolean): string[] {
  if (value < 1_000_000_000) {
    return belowBillion(value, isInner);
  }
  const billions = Math.floor(value / 1_000_000_000);
  const rest = value % 1_000_000_000;
  return [...numberWords(billions, isInner), 'tỷ', ...(rest > 0 ? belowBillion(rest, true) : [])];
}

/**
 * "Một triệu hai trăm năm mươi nghìn đồng" for 1 250 000. Whole VND, sign ignored (direction is
 * shown separately); undefined for a value that is not a safe whole number.
 */
export function amountInWords(vnd: number): string | undefined {
  if (!Number.isSafeInteger(vnd)) {
    return undefined;
  }
  const value = Math.abs(vnd);
  const words = value === 0 ? ['không'] : numberWords(value, false);
  const text = `${words.join(' ')} đồng`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
