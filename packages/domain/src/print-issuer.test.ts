import { describe, expect, it } from 'vitest';
import { printIssuerOf, shopCompanyName } from './print-issuer.ts';

describe('printIssuerOf', () => {
  it("should head every document with the company and the contract's branch", () => {
    expect(
      printIssuerOf({ branchName: 'Chi nhánh Cầu Giấy', address: '120 Trần Duy Hưng' }),
    ).toEqual({
      companyName: shopCompanyName,
      branchName: 'Chi nhánh Cầu Giấy',
      branchAddress: '120 Trần Duy Hưng',
      phone: null,
      bankAccount: null,
    });
  });
});
