// @jsxRuntime automatic
// @jsxImportSource react

import type { VehiclePapers } from '@pawndesk/domain/print-documents';
import { formatPrintedDate, liquidationGraceDays } from '@pawndesk/domain/print-figures';
import { Page, Text, View } from '@react-pdf/renderer';
import { Clause, Item } from '../parts/clause.tsx';
import { ContractHeading } from '../parts/contract-heading.tsx';
import { orBlank } from '../parts/format.ts';
import { PageFooter } from '../parts/page-footer.tsx';
import { ClientParty, IssuerParty } from '../parts/party-block.tsx';
import { SignatureBlock } from '../parts/signature-block.tsx';
import { colors, styles } from '../parts/styles.ts';
import type { ContractPageProps } from './contract-first-page.tsx';
import { contractReference } from './contract-wording.ts';

const paperRows: { key: keyof VehiclePapers; label: string }[] = [
  { key: 'label', label: 'Nhãn hiệu' },
  { key: 'vehicleType', label: 'Số loại' },
  { key: 'chassisNumber', label: 'Số khung' },
  { key: 'engineNumber', label: 'Số máy' },
  { key: 'paintingColor', label: 'Màu sơn' },
  { key: 'licensePlate', label: 'Biển số đăng ký' },
];

function VehicleTable({ vehicle }: { vehicle: VehiclePapers }) {
  return (
    <View style={{ borderWidth: 0.75, borderColor: colors.ink, marginVertical: 4 }}>
      {paperRows.map((row, index) => (
        <View
          key={row.key}
          style={[styles.row, index > 0 ? { borderTopWidth: 0.5, borderColor: colors.rule } : {}]}
        >
          <Text
            style={{ width: 130, padding: 3, backgroundColor: colors.shade, fontWeight: 'bold' }}
          >
            {row.label}
          </Text>
          <Text style={{ flex: 1, padding: 3 }}>{orBlank(vehicle[row.key], 40)}</Text>
        </View>
      ))}
    </View>
  );
}

/**
 * Page 3 for Car, Bike and Truck (B§2 reprint): the owner authorizes the shop to hold the vehicle
 * and, once the contract is past its liquidation date, to sell it and transfer its registration.
 */
export function VehicleAuthorizationPage({ data, page, pageCount }: ContractPageProps) {
  const reference = contractReference(data);
  const grace = String(liquidationGraceDays).padStart(2, '0');
  return (
    <Page size="A4" style={styles.page}>
      <ContractHeading issuer={data.issuer} reference={reference} />
      <Text style={[styles.title, { marginTop: 14 }]}>GIẤY ỦY QUYỀN</Text>
      <Text style={styles.subtitle}>
        V/v quản lý và xử lý phương tiện cầm cố theo hợp đồng số {reference} ngày{' '}
        {formatPrintedDate(data.submittedOn)}
      </Text>
      <ClientParty party="BÊN ỦY QUYỀN" client={data.client} />
      <IssuerParty party="BÊN NHẬN ỦY QUYỀN" issuer={data.issuer} />
      <Text style={{ marginTop: 8 }}>
        Bên ủy quyền là chủ sở hữu hợp pháp của phương tiện có đặc điểm sau:
      </Text>
      {data.vehicle ? <VehicleTable vehicle={data.vehicle} /> : null}
      <Clause title="NỘI DUNG ỦY QUYỀN">
        <Item number="1.">
          Bên nhận ủy quyền được giữ phương tiện và Giấy chứng nhận đăng ký xe trong suốt thời hạn
          hợp đồng cầm cố nói trên.
        </Item>
        <Item number="2.">
          Quá {grace} ngày kể từ ngày đến hạn, tức từ ngày{' '}
          {formatPrintedDate(data.loan.liquidationDate)}, nếu Bên ủy quyền không chuộc lại phương
          tiện hoặc gia hạn hợp đồng, Bên nhận ủy quyền được thay mặt Bên ủy quyền bán, chuyển
          nhượng phương tiện; ký hợp đồng mua bán, làm thủ tục sang tên, rút hồ sơ gốc tại cơ quan
          đăng ký xe và nhận tiền bán phương tiện.
        </Item>
        <Item number="3.">
          Bên ủy quyền cam kết không đơn phương chấm dứt ủy quyền trong thời hạn ủy quyền và chịu
          trách nhiệm trước pháp luật về nguồn gốc của phương tiện.
        </Item>
      </Clause>
      <Clause title="THỜI HẠN ỦY QUYỀN">
        <Item>
          Từ ngày {formatPrintedDate(data.submittedOn)} đến khi hợp đồng số {reference} được tất
          toán hoặc thanh lý xong.
        </Item>
      </Clause>
      <SignatureBlock
        height={56}
        signers={[
          { role: 'BÊN ỦY QUYỀN', name: data.client.name },
          { role: 'BÊN NHẬN ỦY QUYỀN', name: null },
        ]}
      />
      <PageFooter
        label={`Hợp đồng số ${reference}`}
        printedAt={data.printedAt}
        page={{ number: page, count: pageCount }}
      />
    </Page>
  );
}
