// @jsxRuntime automatic
// @jsxImportSource react
import { existsSync } from 'node:fs';
import { Document, Page, Text } from '@react-pdf/renderer';
import { describe, expect, it } from 'vitest';
import { mortgageContractDocument } from './documents/mortgage-contract.tsx';
import { redeemBillDocument, redeemBillTitle } from './documents/redeem-bill.tsx';
import { fontFamily } from './fonts.ts';
import { nodeFontSources, renderToPdfBuffer } from './node.ts';
import { readPdf } from './testing/read-pdf.ts';
import { sampleRedeemBill, sampleVehicleContract } from './testing/sample-documents.ts';

describe('nodeFontSources', () => {
  it('should resolve the Be Vietnam Pro regular, bold and italic files from the installed package', () => {
    const sources = nodeFontSources();
    expect(Object.values(sources)).toHaveLength(3);
    for (const file of Object.values(sources)) {
      expect(file).toMatch(/BeVietnamPro_\w+\.ttf$/);
      expect(existsSync(file)).toBe(true);
    }
  });
});

function Broken(): never {
  throw new Error('broken document');
}

describe('renderToPdfBuffer', () => {
  it('should give each of several concurrent renders its own document', async () => {
    const [bill, contract, again] = await Promise.all([
      renderToPdfBuffer(redeemBillDocument(sampleRedeemBill('CASH'))),
      renderToPdfBuffer(mortgageContractDocument(sampleVehicleContract())),
      renderToPdfBuffer(redeemBillDocument(sampleRedeemBill('BANK_TRANSFER'))),
    ]);
    const readings = await Promise.all([bill, contract, again].map(readPdf));
    expect(readings.map((reading) => reading.pageCount)).toEqual([1, 3, 1]);
    expect(readings[0]?.pages[0]).toContain(redeemBillTitle);
    expect(readings[0]?.pages[0]).not.toContain('VietQR');
    expect(readings[1]?.pages[0]).toContain('HỢP ĐỒNG CẦM CỐ TÀI SẢN');
    expect(readings[2]?.pages[0]).toContain('VietQR');
  });

  it('should reject a document that fails and still render the next one', async () => {
    await expect(
      renderToPdfBuffer(
        <Document>
          <Page size="A4">
            <Broken />
          </Page>
        </Document>,
      ),
    ).rejects.toThrow('broken document');
    const after = await readPdf(
      await renderToPdfBuffer(
        <Document>
          <Page size="A4" style={{ fontFamily }}>
            <Text>Tiếp tục in được</Text>
          </Page>
        </Document>,
      ),
    );
    expect(after.pages[0]).toContain('Tiếp tục in được');
  });
});
