// @jsxRuntime automatic
// @jsxImportSource react
import { Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { styles } from './styles.ts';

/** "ĐIỀU 1. TITLE" and its body. */
export function Clause({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View>
      <Text style={styles.heading}>{title}</Text>
      {children}
    </View>
  );
}

/** A numbered paragraph inside a clause, the number hanging in the margin. */
export function Item({ number, children }: { number?: string; children: ReactNode }) {
  return (
    <View style={[styles.row, { marginBottom: 2 }]}>
      {number ? <Text style={{ width: 14 }}>{number}</Text> : null}
      <Text style={[styles.paragraph, { flex: 1, marginBottom: 0 }]}>{children}</Text>
    </View>
  );
}
