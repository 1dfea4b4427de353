// @jsxRuntime automatic
// @jsxImportSource react

import type { ReceiptPayment } from '@pawndesk/domain/print-documents';
import { formatPrintedDate } from '@pawndesk/domain/print-figures';
import { Text, View } from '@react-pdf/renderer';
import { money } from './format.ts';
import { colors, styles } from './styles.ts';

const paymentTypeLabels: Record<ReceiptPayment['type'], string> = {
  CASH: 'Tiền mặt',
  BANK: 'Chuyển khoản',
};

const cell = { paddingVertical: 2, paddingHorizontal: 3 } as const;

/** The payments a receipt acknowledges: number, date, method, amount. */
export function PaymentTable({ payments }: { payments: ReceiptPayment[] }) {
  return (
    <View style={{ borderTopWidth: 0.75, borderColor: colors.ink }}>
      <View style={[styles.row, styles.bold, { backgroundColor: colors.shade }]}>
        <Text style={[cell, { width: 28 }]}>STT</Text>
        <Text style={[cell, { width: 90 }]}>Ngày</Text>
        <Text style={[cell, { flex: 1 }]}>Hình thức</Text>
        <Text style={[cell, styles.right, { width: 110 }]}>Số tiền</Text>
      </View>
      {payments.length === 0 ? (
        <Text style={[cell, styles.italic, styles.muted]}>Chưa có khoản thu nào.</Text>
      ) : null}
      {payments.map((payment, index) => (
        <View
          // Payments have no id before they are saved; their position is their identity here.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          style={[styles.row, { borderBottomWidth: 0.5, borderColor: colors.faint }]}
        >
          <Text style={[cell, { width: 28 }]}>{index + 1}</Text>
          <Text style={[cell, { width: 90 }]}>{formatPrintedDate(payment.registeredOn)}</Text>
          <Text style={[cell, { flex: 1 }]}>{paymentTypeLabels[payment.type]}</Text>
          <Text style={[cell, styles.right, { width: 110 }]}>{money(payment.amount)}</Text>
        </View>
      ))}
    </View>
  );
}
