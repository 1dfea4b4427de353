// @jsxRuntime automatic
// @jsxImportSource react

import type { SettlementReceiptData } from '@pawndesk/domain/print-documents';
import { formatPrintedDate } from '@pawndesk/domain/print-figures';
import { Document, type DocumentProps, Page, Text, View } from '@react-pdf/renderer';
import type { ReactElement, ReactNode } from 'react';
import { AmountRows } from '../parts/amount-rows.tsx';
import { FieldRows } from '../parts/field-rows.tsx';
import { money, orBlank, words } from '../parts/format.ts';
import { IssuerHeader } from '../parts/issuer-header.tsx';
import { PageFooter } from '../parts/page-footer.tsx';
import { PaymentTable } from '../parts/payment-table.tsx';
import { SignatureBlock } from '../parts/signature-block.tsx';
import { colors, styles } from '../parts/styles.ts';
import { settlementAmountLines } from './settlement-lines.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View style={{ marginTop: 8 }}>
      <Text style={[styles.heading, { textTransform: 'uppercase', fontSize: 9 }]}>{title}</Text>
      {children}
    </View>
  );
}

/**
 * A repayment or liquidation receipt on one A4 page (B§2, B§4 Repayment editor): the client and
 * contract, what is due line by line, the payments taken, what remains, the signatures.
 */
export function settlementReceiptDocument(
  receipt: SettlementReceiptData,
  text: { title: string; statement: string },
): ReactElement<DocumentProps> {
  const { client } = receipt;
  return (
    <Document
      title={`${text.title} ${receipt.contractNumber}`}
      author={receipt.issuer.companyName}
      language="vi"
    >
      <Page size="A4" style={styles.page}>
        <IssuerHeader
          issuer={receipt.issuer}
          aside={[`Số HĐ: ${receipt.contractNumber}`, `In lúc ${receipt.printedAt}`]}
        />
        <Text style={[styles.title, { marginTop: 12 }]}>{text.title}</Text>
        <Text style={styles.subtitle}>Ngày thanh toán: {formatPrintedDate(receipt.repaidOn)}</Text>
        <Section title="Khách hàng và hợp đồng">
          <FieldRows
            columns={2}
            labelWidth={84}
            fields={[
              { label: 'Khách hàng', value: client.name },
              { label: 'Điện thoại', value: client.phone },
              { label: 'Số CCCD', value: orBlank(client.citizenId, 20) },
              { label: 'Gói vay', value: receipt.productName },
              { label: 'Địa chỉ', value: orBlank(client.address, 60), isWide: true },
              { label: 'Ngày cầm', value: formatPrintedDate(receipt.submittedOn) },
              { label: 'Ngày đến hạn', value: formatPrintedDate(receipt.maturesOn) },
              { label: 'Tài sản', value: receipt.assetDescription, isWide: true },
            ]}
          />
        </Section>
        <Section title="Các khoản phải thanh toán">
          <AmountRows
            lines={settlementAmountLines(receipt.lines, receipt)}
            totalLabel="TỔNG PHẢI THANH TOÁN"
            total={receipt.lines.total}
          />
        </Section>
        <Section title="Các khoản đã thu">
          <PaymentTable payments={receipt.payments} />
          <View
            style={[
              styles.row,
              { borderTopWidth: 1, borderColor: colors.ink, paddingVertical: 3, marginTop: 1 },
            ]}
          >
            <Text style={[styles.bold, { flex: 1 }]}>TỔNG ĐÃ THU</Text>
            <Text style={[styles.bold, { fontSize: 11 }]}>{money(receipt.collected)}</Text>
          </View>
          <Text style={styles.italic}>Bằng chữ: {words(receipt.collected)}.</Text>
          {receipt.remaining > 0 ? (
            <Text style={[styles.bold, { marginTop: 3 }]}>
              Còn lại phải thanh toán: {money(receipt.remaining)} ({words(receipt.remaining)}).
            </Text>
          ) : null}
          {receipt.excess > 0 ? (
            <Text style={[styles.bold, { marginTop: 3 }]}>
              Số tiền dư trả lại khách hàng: {money(receipt.excess)} ({words(receipt.excess)}).
            </Text>
          ) : null}
        </Section>
        <Text style={[styles.paragraph, { marginTop: 10 }]}>{text.statement}</Text>
        <SignatureBlock
          signers={[
            { role: 'Khách hàng', name: client.name },
            { role: 'Nhân viên thu tiền', name: null },
            { role: 'Quản lý chi nhánh', name: null },
          ]}
        />
        <PageFooter
          label={`${text.title.charAt(0)}${text.title.slice(1).toLowerCase()} số ${receipt.contractNumber}`}
          printedAt={receipt.printedAt}
        />
      </Page>
    </Document>
  );
}
