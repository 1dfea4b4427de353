// @jsxRuntime automatic
// @jsxImportSource react

import type { RedeemBillData, TransferQr } from '@pawndesk/domain/print-documents';
import { billCopiesPerPage, formatPrintedDate } from '@pawndesk/domain/print-figures';
import { Document, type DocumentProps, Page, Text, View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { AmountRows } from '../parts/amount-rows.tsx';
import { FieldRows } from '../parts/field-rows.tsx';
import { money, orBlank } from '../parts/format.ts';
import { IssuerHeader } from '../parts/issuer-header.tsx';
import { QrCode } from '../parts/qr-code.tsx';
import { SignatureBlock } from '../parts/signature-block.tsx';
import { colors, styles } from '../parts/styles.ts';
import { settlementAmountLines } from './settlement-lines.ts';

export const redeemBillTitle = 'PHIẾU THU TẤT TOÁN HỢP ĐỒNG';

/** Which copy is which: the shop keeps the first, the client takes the second. */
const copyLabels = ['Liên 1: Lưu tại cửa hàng', 'Liên 2: Giao khách hàng'] as const;

const paymentMethodLabels: Record<RedeemBillData['paymentMethod'], string> = {
  CASH: 'Tiền mặt',
  BANK_TRANSFER: 'Chuyển khoản',
};

function TransferBox({ transfer }: { transfer: TransferQr }) {
  return (
    <View
      style={{
        width: 164,
        marginLeft: 12,
        alignItems: 'center',
        borderWidth: 0.75,
        borderColor: colors.rule,
        padding: 4,
      }}
    >
      <Text style={[styles.bold, styles.small]}>Quét mã VietQR để chuyển khoản</Text>
      <QrCode payload={transfer.payload} width={78} />
      <Text style={[styles.small, styles.bold]}>{transfer.bankName}</Text>
      <Text style={styles.small}>STK: {transfer.accountNumber}</Text>
      <Text style={[styles.small, styles.center]}>{transfer.accountName}</Text>
      <Text style={styles.small}>Nội dung: {transfer.note}</Text>
    </View>
  );
}

function BillCopy({ bill, copyLabel }: { bill: RedeemBillData; copyLabel: string }) {
  const { client } = bill;
  return (
    <View style={{ flex: 1, paddingHorizontal: 40, paddingTop: 20, paddingBottom: 10 }}>
      <IssuerHeader
        issuer={bill.issuer}
        aside={[`Số HĐ: ${bill.contractNumber}`, copyLabel, `In lúc ${bill.printedAt}`]}
      />
      <Text style={[styles.title, { marginTop: 4 }]}>{redeemBillTitle}</Text>
      <Text style={[styles.subtitle, { marginBottom: 5 }]}>
        Ngày giao dịch: {formatPrintedDate(bill.transactionDate)}
      </Text>
      <FieldRows
        columns={2}
        labelWidth={74}
        fields={[
          { label: 'Khách hàng', value: client.name },
          { label: 'Điện thoại', value: client.phone },
          { label: 'Số CCCD', value: orBlank(client.citizenId, 20) },
          { label: 'Gói vay', value: bill.productName },
          { label: 'Ngày cầm', value: formatPrintedDate(bill.submittedOn) },
          { label: 'Ngày đến hạn', value: formatPrintedDate(bill.maturesOn) },
          {
            label: 'Tài sản',
            value: bill.storageName
              ? `${bill.assetDescription} (lưu tại ${bill.storageName})`
              : bill.assetDescription,
            isWide: true,
          },
        ]}
      />
      <View style={[styles.row, { marginTop: 6, alignItems: 'flex-start' }]}>
        <View style={{ flex: 1 }}>
          <AmountRows
            lines={settlementAmountLines(bill.lines)}
            totalLabel="TỔNG TIỀN THANH TOÁN"
            total={bill.lines.total}
          />
          <Text style={{ marginTop: 2 }}>
            Hình thức thanh toán:{' '}
            <Text style={styles.bold}>{paymentMethodLabels[bill.paymentMethod]}</Text>
            {bill.transfer ? ` – ${money(bill.transfer.amount)}` : ''}
          </Text>
        </View>
        {bill.transfer ? <TransferBox transfer={bill.transfer} /> : null}
      </View>
      <SignatureBlock
        height={28}
        signers={[
          { role: 'Khách hàng', name: client.name },
          { role: 'Nhân viên thu tiền', name: null },
        ]}
      />
    </View>
  );
}

/**
 * The redeem bill (B§2 Contract redeem step 2): two copies on one A4 page, a dashed cut line
 * between them; a VietQR for the total when the client pays by bank transfer.
 */
export function redeemBillDocument(bill: RedeemBillData): ReactElement<DocumentProps> {
  const copies = copyLabels.slice(0, billCopiesPerPage);
  return (
    <Document
      title={`${redeemBillTitle} ${bill.contractNumber}`}
      author={bill.issuer.companyName}
      language="vi"
    >
      <Page
        size="A4"
        style={[styles.page, { paddingTop: 0, paddingBottom: 0, paddingHorizontal: 0 }]}
      >
        {copies.map((copyLabel, index) => (
          <View
            key={copyLabel}
            style={[
              { height: '50%' },
              index > 0
                ? { borderTopWidth: 0.75, borderTopColor: colors.rule, borderStyle: 'dashed' }
                : {},
            ]}
          >
            <BillCopy bill={bill} copyLabel={copyLabel} />
          </View>
        ))}
      </Page>
    </Document>
  );
}
