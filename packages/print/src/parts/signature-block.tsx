// @jsxRuntime automatic
// @jsxImportSource react
import { Text, View } from '@react-pdf/renderer';
import { styles } from './styles.ts';

export type Signer = { role: string; name?: string | null };

/** Side by side signature boxes: role, the "sign and write your name" hint, room, the name. */
export function SignatureBlock({ signers, height = 52 }: { signers: Signer[]; height?: number }) {
  return (
    <View style={[styles.row, { marginTop: 8 }]} wrap={false}>
      {signers.map((signer) => (
        <View key={signer.role} style={{ flex: 1, alignItems: 'center' }}>
          <Text style={styles.bold}>{signer.role}</Text>
          <Text style={[styles.italic, styles.small, styles.muted]}>(Ký, ghi rõ họ tên)</Text>
          <View style={{ height }} />
          <Text style={styles.bold}>{signer.name ?? ''}</Text>
        </View>
      ))}
    </View>
  );
}
