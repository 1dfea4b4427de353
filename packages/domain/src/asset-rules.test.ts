import { describe, expect, it } from 'vitest';
import { assetInput, assetListQuery, assetOrderInput } from './asset-api.ts';
import {
  assetCategoryKeys,
  assetFieldsFor,
  assetFullDescriptionVi,
  assetRequiredFieldsFor,
  cleanAssetMeta,
} from './asset-rules.ts';

describe('assetFieldsFor', () => {
  it.each(['MOTORCYCLE', 'AUTOMOBILE', 'TRUCK'])('%s shows the vehicle fields', (key) => {
    const fields = assetFieldsFor(key);
    expect(fields).toEqual(
      expect.arrayContaining([
        'chassisNumber',
        'engineNumber',
        'paintingColor',
        'licensePlate',
        'brand',
        'productLine',
        'accessories',
      ]),
    );
    expect(fields).not.toContain('coOwner');
  });

  it('REAL_ESTATE shows the co-owner and hides accessories, brand, product line', () => {
    expect(assetFieldsFor('REAL_ESTATE')).toEqual(['coOwner', 'coOwnerCitizenId']);
  });

  it.each(
    assetCategoryKeys.filter(
      (key) => !['MOTORCYCLE', 'AUTOMOBILE', 'TRUCK', 'REAL_ESTATE'].includes(key),
    ),
  )('%s shows brand, product line and accessories only', (key) => {
    expect(assetFieldsFor(key)).toEqual(['brand', 'productLine', 'accessories']);
  });

  it('no category yet shows the common fields', () => {
    expect(assetFieldsFor(undefined)).toEqual(['brand', 'productLine', 'accessories']);
  });

  it('has the 15 seeded categories', () => {
    expect(assetCategoryKeys).toHaveLength(15);
  });
});

describe('cleanAssetMeta and assetFullDescriptionVi', () => {
  it('keeps only the fields the category shows, trimmed', () => {
    expect(
      cleanAssetMeta('REAL_ESTATE', {
        coOwner: ' Trần Thị Mai ',
        brand: 'Honda',
        coOwnerCitizenId: '',
      }),
    ).toEqual({ coOwner: 'Trần Thị Mai' });
  });

  it('describes a motorbike with its plate', () => {
    expect(
      assetFullDescriptionVi('MOTORCYCLE', 'Xe máy', 'Honda Wave Alpha 110', {
        brand: 'Honda',
        licensePlate: '29H1-123.45',
        coOwner: 'ignored',
      }),
    ).toBe('Xe máy – Honda Wave Alpha 110, Hãng: Honda, Biển số: 29H1-123.45');
  });
});

describe('asset contracts', () => {
  const valid = {
    category: 1,
    storage: 2,
    valuatedAmount: 12_000_000,
    valuator: 3,
    description: 'Honda SH 150i',
  };

  it('accepts the required fields and defaults the rest', () => {
    const parsed = assetInput.parse({ ...valid, meta: { brand: 'Honda', color: null } });
    expect(parsed).toMatchObject({ expectedAmount: 0, meta: { brand: 'Honda' } });
    expect(parsed.status).toBeUndefined();
  });

  it.each(['category', 'valuatedAmount', 'valuator', 'description'])(
    'refuses a payload without %s',
    (field) => {
      const { [field as keyof typeof valid]: _, ...rest } = valid;
      expect(assetInput.safeParse(rest).success).toBe(false);
    },
  );

  it('refuses a blank description and a negative amount', () => {
    expect(assetInput.safeParse({ ...valid, description: '  ' }).success).toBe(false);
    expect(assetInput.safeParse({ ...valid, valuatedAmount: -1 }).success).toBe(false);
  });

  it('reads repeated and comma-separated branch filters', () => {
    expect(assetListQuery.parse({ branch: ['1', '2'] }).branch).toEqual([1, 2]);
    expect(assetListQuery.parse({ branch: '3,4' }).branch).toEqual([3, 4]);
    expect(assetListQuery.parse({}).pageSize).toBe(30);
    expect(assetListQuery.safeParse({ fromDate: '01/02/2026' }).success).toBe(false);
  });

  it('the asset order needs an asset type and a description', () => {
    expect(assetOrderInput.safeParse({ asset: 1, description: 'Wave' }).success).toBe(true);
    expect(assetOrderInput.safeParse({ description: 'Wave' }).success).toBe(false);
    expect(assetOrderInput.safeParse({ asset: 1, description: '' }).success).toBe(false);
  });
});

describe('assetRequiredFieldsFor (B§5)', () => {
  it('should require a storage only while the asset is stored', () => {
    expect(assetRequiredFieldsFor('PENDING')).not.toContain('storage');
    expect(assetRequiredFieldsFor('RELEASED')).not.toContain('storage');
    expect(assetRequiredFieldsFor('IN_STORAGE')).toContain('storage');
    expect(assetRequiredFieldsFor('WAITING_TO_LIQUIDIZE')).toContain('storage');
    expect(assetRequiredFieldsFor('PENDING')).toContain('valuator');
  });

  it('should accept an asset edit without a storage', () => {
    expect(
      assetInput.safeParse({
        category: 1,
        valuatedAmount: 1_000_000,
        valuator: 2,
        description: 'Xe',
      }).success,
    ).toBe(true);
  });
});
