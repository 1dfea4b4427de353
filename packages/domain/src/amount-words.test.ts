import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-words.ts';

describe('amountInWords', () => {
  it.each([
    [0, 'Không đồng'],
    [5, 'Năm đồng'],
    [10, 'Mười đồng'],
    [15, 'Mười lăm đồng'],
    [21, 'Hai mươi mốt đồng'],
    [24, 'Hai mươi tư đồng'],
    [25, 'Hai mươi lăm đồng'],
    [105, 'Một trăm linh năm đồng'],
    [110, 'Một trăm mười đồng'],
    [1_000, 'Một nghìn đồng'],
    [1_005, 'Một nghìn không trăm linh năm đồng'],
    [1_250_000, 'Một triệu hai trăm năm mươi nghìn đồng'],
    [1_005_000, 'Một triệu không trăm linh năm nghìn đồng'],
    [1_000_001, 'Một triệu không trăm linh một đồng'],
    [15_500_000, 'Mười lăm triệu năm trăm nghìn đồng'],
    [1_000_000_000, 'Một tỷ đồng'],
    [2_030_000_000, 'Hai tỷ không trăm ba mươi triệu đồng'],
    [12_500_000_000, 'Mười hai tỷ năm trăm triệu đồng'],
    [1_000_000_000_000, 'Một nghìn tỷ đồng'],
    [-450_000, 'Bốn trăm năm mươi nghìn đồng'],
  ])('should spell %i as %j', (vnd, words) => {
    expect(amountInWords(vnd)).toBe(words);
  });

  it.each([1.5, Number.NaN, 2 ** 60])('should refuse %d', (value) => {
    expect(amountInWords(value)).toBeUndefined();
  });
});
