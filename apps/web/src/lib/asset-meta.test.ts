import { assetMetaFields, assetMetaLabels } from '@pawndesk/domain/asset-rules';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import vi from '../i18n/vi.json';
import { assetMetaEntries } from './asset-meta.ts';

const viT = ((key: string) => (vi as Record<string, string>)[key] ?? key) as never;
const enT = ((key: string) => (en as Record<string, string>)[key] ?? key) as never;

describe('assetMetaEntries', () => {
  const meta = {
    licensePlate: '29H1-123.45',
    brand: 'Honda',
    productLine: 'Wave Alpha',
    engineNumber: 'JA39E-1234567',
    chassisNumber: 'RLHJA3900PY123456',
    paintingColor: 'Đỏ đen',
    accessories: '',
    color: 'Xanh',
    legacyCode: 'X-1',
  };

  it('should label every meta key with the B§3 Vietnamese label, never the raw key', () => {
    expect(assetMetaEntries(meta, viT)).toEqual([
      { key: 'brand', label: 'Hãng', value: 'Honda' },
      { key: 'productLine', label: 'Dòng sản phẩm', value: 'Wave Alpha' },
      { key: 'chassisNumber', label: 'Số khung', value: 'RLHJA3900PY123456' },
      { key: 'engineNumber', label: 'Số máy', value: 'JA39E-1234567' },
      { key: 'paintingColor', label: 'Màu sơn', value: 'Đỏ đen' },
      { key: 'color', label: 'Màu sơn', value: 'Xanh' },
      { key: 'licensePlate', label: 'Biển số', value: '29H1-123.45' },
      { key: 'legacyCode', label: 'legacyCode', value: 'X-1' },
    ]);
  });

  it('should label them in English in English', () => {
    const labels = assetMetaEntries(meta, enT).map((entry) => entry.label);
    expect(labels.slice(0, 3)).toEqual(['Brand', 'Product line', 'Chassis number']);
  });

  it('should keep the Vietnamese labels the domain prints', () => {
    for (const field of assetMetaFields) {
      expect((vi as Record<string, string>)[`ASSET_META_${field}`]).toBe(assetMetaLabels[field]);
    }
  });
});
