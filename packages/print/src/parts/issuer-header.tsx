// @jsxRuntime automatic
// @jsxImportSource react
import type { PrintIssuer } from '@pawndesk/domain/print-documents';
import { Text, View } from '@react-pdf/renderer';
import { colors, styles } from './styles.ts';

/** The shop's block at the top left, and whatever the document puts at the top right. */
export function IssuerHeader({ issuer, aside }: { issuer: PrintIssuer; aside: string[] }) {
  return (
    <View
      style={[
        styles.row,
        {
          justifyContent: 'space-between',
          borderBottomWidth: 0.75,
          borderBottomColor: colors.rule,
          paddingBottom: 4,
        },
      ]}
    >
      <View style={{ maxWidth: '62%' }}>
        <Text style={[styles.bold, { fontSize: 10, textTransform: 'uppercase' }]}>
          {issuer.companyName}
        </Text>
        <Text style={styles.bold}>{issuer.branchName}</Text>
        <Text style={[styles.small, styles.muted]}>{issuer.branchAddress}</Text>
        {issuer.phone ? (
          <Text style={[styles.small, styles.muted]}>Điện thoại: {issuer.phone}</Text>
        ) : null}
      </View>
      <View style={{ alignItems: 'flex-end' }}>
        {aside.map((line, index) => (
          <Text key={line} style={index === 0 ? styles.bold : [styles.small, styles.muted]}>
            {line}
          </Text>
        ))}
      </View>
    </View>
  );
}
