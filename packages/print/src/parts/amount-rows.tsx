// @jsxRuntime automatic
// @jsxImportSource react
import { Text, View } from '@react-pdf/renderer';
import { money, words } from './format.ts';
import { colors, styles } from './styles.ts';

export type AmountLine = {
  label: string;
  amount: number;
  /** Printed after the label in grey, e.g. "(5 ngày)". */
  note?: string;
  /** Amounts taken off the total print with a minus sign. */
  isDeduction?: boolean;
};

function AmountRow({ line }: { line: AmountLine }) {
  return (
    <View
      style={[
        styles.row,
        { borderBottomWidth: 0.5, borderBottomColor: colors.faint, paddingVertical: 2 },
      ]}
    >
      <Text style={{ flex: 1 }}>
        {line.label}
        {line.note ? <Text style={styles.muted}> {line.note}</Text> : null}
      </Text>
      <Text style={styles.right}>
        {line.isDeduction && line.amount > 0 ? '− ' : ''}
        {money(line.amount)}
      </Text>
    </View>
  );
}

/** The lines of a bill or receipt, then the total in figures and in words. */
export function AmountRows({
  lines,
  totalLabel,
  total,
}: {
  lines: AmountLine[];
  totalLabel: string;
  total: number;
}) {
  return (
    <View>
      {lines.map((line) => (
        <AmountRow key={line.label} line={line} />
      ))}
      <View
        style={[
          styles.row,
          {
            backgroundColor: colors.shade,
            borderTopWidth: 1,
            borderBottomWidth: 1,
            borderColor: colors.ink,
            paddingVertical: 3,
            paddingHorizontal: 3,
            marginTop: 2,
          },
        ]}
      >
        <Text style={[styles.bold, { flex: 1 }]}>{totalLabel}</Text>
        <Text style={[styles.bold, { fontSize: 11 }]}>{money(total)}</Text>
      </View>
      <Text style={[styles.italic, { marginTop: 2 }]}>Bằng chữ: {words(total)}.</Text>
    </View>
  );
}
