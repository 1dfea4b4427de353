// @jsxRuntime automatic
// @jsxImportSource react
import { Text, View } from '@react-pdf/renderer';
import { styles } from './styles.ts';

export type Field = {
  label: string;
  value: string;
  /** Takes the whole line in a two-column layout (long values such as an address). */
  isWide?: boolean;
};

/** "Label: value" lines in one or two columns, the labels aligned. */
export function FieldRows({
  fields,
  columns = 1,
  labelWidth = 86,
}: {
  fields: Field[];
  columns?: 1 | 2;
  labelWidth?: number;
}) {
  return (
    <View style={[styles.row, { flexWrap: 'wrap' }]}>
      {fields.map((field) => (
        <View
          key={field.label}
          style={[
            styles.row,
            { width: columns === 2 && !field.isWide ? '50%' : '100%', paddingRight: 6 },
          ]}
        >
          <Text style={[styles.muted, { width: labelWidth }]}>{field.label}:</Text>
          <Text style={{ flex: 1 }}>{field.value}</Text>
        </View>
      ))}
    </View>
  );
}
