// @jsxRuntime automatic
// @jsxImportSource react

import type { PrintClient, PrintIssuer } from '@pawndesk/domain/print-documents';
import { formatPrintedDate } from '@pawndesk/domain/print-figures';
import { Text, View } from '@react-pdf/renderer';
import { FieldRows } from './field-rows.tsx';
import { orBlank } from './format.ts';
import { styles } from './styles.ts';

/** The shop as a party: company and branch, address, phone, a line for its representative. */
export function IssuerParty({ party, issuer }: { party: string; issuer: PrintIssuer }) {
  return (
    <View style={{ marginTop: 4 }}>
      <Text>
        <Text style={styles.bold}>{party}: </Text>
        <Text style={[styles.bold, { textTransform: 'uppercase' }]}>{issuer.companyName}</Text>
        {` – ${issuer.branchName}`}
      </Text>
      <FieldRows
        columns={2}
        labelWidth={62}
        fields={[
          { label: 'Địa chỉ', value: issuer.branchAddress, isWide: true },
          { label: 'Điện thoại', value: orBlank(issuer.phone, 20) },
          { label: 'Đại diện', value: orBlank(null, 34) },
        ]}
      />
    </View>
  );
}

/** The client as a party: name, birth date, citizen id, phone, address. */
export function ClientParty({ party, client }: { party: string; client: PrintClient }) {
  return (
    <View style={{ marginTop: 4 }}>
      <Text>
        <Text style={styles.bold}>{party}: </Text>
        Ông/Bà <Text style={[styles.bold, { textTransform: 'uppercase' }]}>{client.name}</Text>
      </Text>
      <FieldRows
        columns={2}
        labelWidth={62}
        fields={[
          {
            label: 'Ngày sinh',
            value: client.dateOfBirth ? formatPrintedDate(client.dateOfBirth) : orBlank(null, 20),
          },
          { label: 'Số CCCD', value: orBlank(client.citizenId, 24) },
          { label: 'Điện thoại', value: client.phone },
          { label: 'Địa chỉ', value: orBlank(client.address, 60), isWide: true },
        ]}
      />
    </View>
  );
}
