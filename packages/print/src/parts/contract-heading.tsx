// @jsxRuntime automatic
// @jsxImportSource react
import type { PrintIssuer } from '@pawndesk/domain/print-documents';
import { Text, View } from '@react-pdf/renderer';
import { styles } from './styles.ts';

/**
 * The heading of a Vietnamese contract: the issuer and the document number on the left, the
 * national motto on the right.
 */
export function ContractHeading({ issuer, reference }: { issuer: PrintIssuer; reference: string }) {
  return (
    <View style={[styles.row, { justifyContent: 'space-between', marginBottom: 4 }]}>
      <View style={{ width: '44%', alignItems: 'center' }}>
        <Text style={[styles.bold, styles.center, { fontSize: 8.5, textTransform: 'uppercase' }]}>
          {issuer.companyName}
        </Text>
        <Text style={[styles.bold, styles.center, { fontSize: 8.5 }]}>{issuer.branchName}</Text>
        <View style={{ width: 70, borderBottomWidth: 0.75, marginVertical: 2 }} />
        <Text style={{ fontSize: 8.5 }}>Số: {reference}</Text>
      </View>
      <View style={{ width: '54%', alignItems: 'center' }}>
        <Text style={[styles.bold, { fontSize: 9.5 }]}>CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM</Text>
        <Text style={[styles.bold, { fontSize: 9.5 }]}>Độc lập – Tự do – Hạnh phúc</Text>
        <View style={{ width: 140, borderBottomWidth: 0.75, marginTop: 2 }} />
      </View>
    </View>
  );
}
