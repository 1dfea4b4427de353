// @jsxRuntime automatic
// @jsxImportSource react

import type { MortgageContractData } from '@pawndesk/domain/print-documents';
import { formatPrintedDate, formatPrintedRate } from '@pawndesk/domain/print-figures';
import { Page, Text, View } from '@react-pdf/renderer';
import { Clause, Item } from '../parts/clause.tsx';
import { ContractHeading } from '../parts/contract-heading.tsx';
import { FieldRows } from '../parts/field-rows.tsx';
import { money, orBlank, words } from '../parts/format.ts';
import { PageFooter } from '../parts/page-footer.tsx';
import { ClientParty, IssuerParty } from '../parts/party-block.tsx';
import { SignatureBlock } from '../parts/signature-block.tsx';
import { colors, styles } from '../parts/styles.ts';
import { contractReference, contractWording } from './contract-wording.ts';

export type ContractPageProps = { data: MortgageContractData; page: number; pageCount: number };

const cell = { paddingVertical: 2, paddingHorizontal: 4 } as const;

/** The pledged asset as a one-row table: type, description with its papers, number of assets. */
function AssetTable({ data }: { data: MortgageContractData }) {
  const { asset, vehicle } = data;
  const papers = vehicle
    ? [
        vehicle.licensePlate && `Biển số ${vehicle.licensePlate}`,
        vehicle.chassisNumber && `số khung ${vehicle.chassisNumber}`,
        vehicle.engineNumber && `số máy ${vehicle.engineNumber}`,
      ].filter(Boolean)
    : [];
  return (
    <View style={{ borderWidth: 0.75, borderColor: colors.ink, marginVertical: 3 }}>
      <View style={[styles.row, styles.bold, { backgroundColor: colors.shade }]}>
        <Text style={[cell, { width: 90 }]}>Loại tài sản</Text>
        <Text style={[cell, { flex: 1 }]}>Mô tả tài sản</Text>
        <Text style={[cell, styles.center, { width: 56 }]}>Số lượng</Text>
      </View>
      <View style={[styles.row, { borderTopWidth: 0.5, borderColor: colors.rule }]}>
        <Text style={[cell, { width: 90 }]}>{asset.typeDescription}</Text>
        <Text style={[cell, { flex: 1 }]}>
          {asset.description}
          {papers.length > 0 ? `; ${papers.join(', ')}` : ''}
        </Text>
        <Text style={[cell, styles.center, { width: 56 }]}>{asset.count}</Text>
      </View>
    </View>
  );
}

/**
 * Page 1 (B§2 creation wizard print step): the parties, the asset and the agreed valuation, the
 * loan and the pledge conditions, then both signatures.
 */
export function ContractFirstPage({ data, page, pageCount }: ContractPageProps) {
  const wording = contractWording(data);
  const { loan, asset } = data;
  const period = `${loan.repayEvery} ngày`;
  return (
    <Page size="A4" style={styles.page}>
      <ContractHeading issuer={data.issuer} reference={contractReference(data)} />
      <Text style={[styles.title, { marginTop: 10 }]}>{wording.title}</Text>
      <Text style={[styles.subtitle, { marginBottom: 4 }]}>
        Căn cứ Bộ luật Dân sự số 91/2015/QH13 và thỏa thuận của hai bên
      </Text>
      <Text>
        Hôm nay, ngày {formatPrintedDate(data.submittedOn)}, tại {data.issuer.branchName}, chúng tôi
        gồm:
      </Text>
      <IssuerParty party={`${wording.lender} (Bên A)`} issuer={data.issuer} />
      <ClientParty party={`${wording.borrower} (Bên B)`} client={data.client} />
      {data.coOwner ? (
        <Text style={{ marginTop: 2 }}>
          <Text style={styles.bold}>Người đồng sở hữu tài sản: </Text>
          Ông/Bà {data.coOwner.name}, số CCCD {orBlank(data.coOwner.citizenId, 20)}, đồng ý và cùng
          ký hợp đồng này.
        </Text>
      ) : null}
      <Text style={{ marginTop: 4 }}>
        Hai bên thỏa thuận ký kết hợp đồng {wording.pledgeNoun} tài sản với các điều khoản sau:
      </Text>

      <Clause title={`ĐIỀU 1. TÀI SẢN ${wording.pledgeNoun.toUpperCase()} VÀ THỎA THUẬN ĐỊNH GIÁ`}>
        <AssetTable data={data} />
        <FieldRows
          labelWidth={150}
          fields={[
            {
              label:
                data.variant === 'REAL_ESTATE' ? 'Giấy tờ Bên A giữ' : 'Giấy tờ, phụ kiện kèm theo',
              value:
                data.variant === 'REAL_ESTATE'
                  ? 'Bản chính Giấy chứng nhận quyền sử dụng đất'
                  : orBlank(asset.accessories, 40),
            },
            ...(data.variant === 'REAL_ESTATE'
              ? []
              : [{ label: 'Nơi lưu giữ tài sản', value: orBlank(asset.storageName, 40) }]),
          ]}
        />
        <Text style={[styles.paragraph, { marginTop: 2 }]}>
          Hai bên thống nhất định giá tài sản là{' '}
          <Text style={styles.bold}>{money(asset.valuatedAmount)}</Text> (
          {words(asset.valuatedAmount)}). Bên B cam kết tài sản thuộc quyền sở hữu hợp pháp của
          mình, không có tranh chấp, không bị kê biên và không dùng để bảo đảm nghĩa vụ khác.
        </Text>
      </Clause>

      <Clause title={`ĐIỀU 2. KHOẢN VAY ${wording.pledgeNoun.toUpperCase()}`}>
        <FieldRows
          columns={2}
          labelWidth={112}
          fields={[
            { label: wording.amountLabel, value: money(loan.approvedAmount) },
            { label: 'Gói vay', value: data.productName },
            { label: wording.dateLabel, value: formatPrintedDate(data.submittedOn) },
            {
              label: 'Ngày đến hạn',
              value: `${formatPrintedDate(data.maturesOn)} (${loan.loanTerm} ngày)`,
            },
            {
              label: 'Lãi suất trong kỳ',
              value: `${formatPrintedRate(loan.interestRate)}/${period}`,
            },
            { label: 'Phí dịch vụ', value: `${formatPrintedRate(loan.serviceFeeRate)}/${period}` },
            {
              label: 'Tiền lãi và phí dịch vụ',
              value: `${money(loan.interestAmount)} (${loan.isAdvance ? 'thu trước' : 'trả khi tất toán'})`,
              isWide: true,
            },
            ...(loan.discountAmount > 0
              ? [{ label: 'Khuyến mãi', value: `− ${money(loan.discountAmount)}` }]
              : []),
            ...(loan.storageFee > 0
              ? [{ label: 'Phí lưu kho', value: money(loan.storageFee) }]
              : []),
          ]}
        />
        <Text style={{ marginTop: 1 }}>
          {wording.amountLabel} bằng chữ:{' '}
          <Text style={styles.italic}>{words(loan.approvedAmount)}.</Text>
        </Text>
        <Text style={{ marginTop: 1 }}>
          Số tiền Bên B nhận: <Text style={styles.bold}>{money(loan.receivedAmount)}</Text> (
          <Text style={styles.italic}>{words(loan.receivedAmount)}</Text>).
        </Text>
      </Clause>

      <Clause title={`ĐIỀU 3. ĐIỀU KIỆN ${wording.pledgeNoun.toUpperCase()}`}>
        <Item number="1.">{wording.holding}</Item>
        <Item number="2.">
          Bên B nhận lại {wording.returned} khi thanh toán đủ tiền gốc, lãi và các khoản phí theo
          Điều 2 và các điều khoản chung của hợp đồng (trang 2).
        </Item>
        <Item number="3.">
          Quá 03 ngày kể từ ngày đến hạn, tức từ ngày {formatPrintedDate(loan.liquidationDate)}, nếu
          Bên B không chuộc lại tài sản hoặc gia hạn hợp đồng, Bên A được quyền thanh lý tài sản để
          thu hồi nợ.
        </Item>
      </Clause>

      <SignatureBlock
        height={44}
        signers={[
          { role: `${wording.borrower} (Bên B)`, name: data.client.name },
          ...(data.coOwner ? [{ role: 'NGƯỜI ĐỒNG SỞ HỮU', name: data.coOwner.name }] : []),
          { role: `${wording.lender} (Bên A)`, name: null },
        ]}
      />
      <PageFooter
        label={`Hợp đồng số ${contractReference(data)}`}
        printedAt={data.printedAt}
        page={{ number: page, count: pageCount }}
      />
    </Page>
  );
}
