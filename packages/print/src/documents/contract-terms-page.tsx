// @jsxRuntime automatic
// @jsxImportSource react

import { defaultLiquidationRate } from '@pawndesk/domain/loan-math';
import {
  formatPrintedDate,
  formatPrintedRate,
  liquidationGraceDays,
  workingHoursText,
} from '@pawndesk/domain/print-figures';
import { Page, Text } from '@react-pdf/renderer';
import { Clause, Item } from '../parts/clause.tsx';
import { money } from '../parts/format.ts';
import { PageFooter } from '../parts/page-footer.tsx';
import { SignatureBlock } from '../parts/signature-block.tsx';
import { styles } from '../parts/styles.ts';
import type { ContractPageProps } from './contract-first-page.tsx';
import { contractReference, contractWording } from './contract-wording.ts';

/**
 * Page 2, the terms (B§2 reprint "page 2 holds the terms"): working hours, interest and fee,
 * early settlement, overdue fee, renewal, liquidation, custody, commitments, disputes, validity.
 */
export function ContractTermsPage({ data, page, pageCount }: ContractPageProps) {
  const wording = contractWording(data);
  const { loan } = data;
  const grace = String(liquidationGraceDays).padStart(2, '0');
  const isRealEstate = data.variant === 'REAL_ESTATE';
  return (
    <Page size="A4" style={styles.page}>
      <Text style={[styles.title, { marginTop: 0 }]}>ĐIỀU KHOẢN CHUNG</Text>
      <Text style={styles.subtitle}>
        Kèm theo {wording.title.toLowerCase()} số {contractReference(data)} ngày{' '}
        {formatPrintedDate(data.submittedOn)}
      </Text>

      <Clause title="ĐIỀU 4. THỜI GIAN GIAO DỊCH">
        <Item>
          Bên A nhận chuộc tài sản, gia hạn và thanh toán trong giờ làm việc: {workingHoursText()}.
          Ngày đến hạn rơi vào ngày nghỉ lễ, Tết thì Bên B thanh toán vào ngày làm việc liền trước.
        </Item>
      </Clause>

      <Clause title="ĐIỀU 5. LÃI SUẤT VÀ PHÍ DỊCH VỤ">
        <Item>
          Lãi suất trong kỳ là {formatPrintedRate(loan.interestRate)} mỗi kỳ {loan.repayEvery} ngày.
          Phí dịch vụ (thẩm định, bảo quản tài sản, quản lý khoản vay) là{' '}
          {formatPrintedRate(loan.serviceFeeRate)} mỗi kỳ {loan.repayEvery} ngày.{' '}
          {loan.isAdvance
            ? 'Tiền lãi và phí dịch vụ của kỳ đầu được thu trước khi giao tiền cho Bên B.'
            : 'Tiền lãi và phí dịch vụ được thanh toán cùng tiền gốc khi tất toán hợp đồng.'}
        </Item>
      </Clause>

      <Clause title="ĐIỀU 6. CHUỘC TÀI SẢN TRƯỚC HẠN">
        <Item>
          Bên B được chuộc lại tài sản trước ngày đến hạn khi thanh toán đủ tiền gốc, lãi và phí.
          {loan.commitmentDays > 0
            ? ` Nếu thời gian ${wording.pledgeNoun} thực tế ít hơn ${loan.commitmentDays} ngày cam kết, Bên B trả thêm phí không giữ cam kết bằng tiền gốc × ${formatPrintedRate(loan.commitmentPenaltyRate)} ÷ ${loan.loanTerm} ngày × số ngày ${wording.pledgeNoun} thực tế, làm tròn đến nghìn đồng.`
            : ''}
        </Item>
      </Clause>

      <Clause title="ĐIỀU 7. PHÍ QUÁ HẠN">
        <Item>
          Bên B thanh toán sau ngày đến hạn chịu phí quá hạn bằng tiền lãi chia cho {loan.loanTerm}{' '}
          ngày kỳ hạn, nhân với số ngày quá hạn (khoảng {money(loan.overdueFeePerDay)} mỗi ngày),
          làm tròn đến nghìn đồng.
        </Item>
      </Clause>

      <Clause title="ĐIỀU 8. GIA HẠN HỢP ĐỒNG">
        <Item>
          Đến ngày đến hạn, Bên B có thể gia hạn hợp đồng bằng cách thanh toán tiền lãi, phí dịch vụ
          và phí quá hạn (nếu có). Khi giá trị tài sản giảm quá 10% so với lúc định giá, Bên A được
          định giá lại và Bên B thanh toán phần chênh lệch.
        </Item>
      </Clause>

      <Clause title="ĐIỀU 9. THANH LÝ TÀI SẢN">
        <Item number="1.">
          Quá {grace} ngày kể từ ngày đến hạn, tức từ ngày {formatPrintedDate(loan.liquidationDate)}
          , nếu Bên B không chuộc lại tài sản hoặc gia hạn hợp đồng, Bên A được toàn quyền thanh lý
          tài sản
          {isRealEstate
            ? '; Bên B cam kết ký hợp đồng chuyển nhượng bất động sản cho Bên A hoặc người mua do Bên A chỉ định và phối hợp làm thủ tục công chứng, đăng ký sang tên.'
            : ' mà không cần thêm sự đồng ý của Bên B.'}
        </Item>
        <Item number="2.">
          Phí thanh lý là {formatPrintedRate(defaultLiquidationRate)} trên tổng tiền gốc, lãi và
          phí. Tiền thu được từ thanh lý được trừ lần lượt vào phí thanh lý, phí quá hạn, tiền lãi,
          phí dịch vụ và tiền gốc; phần còn dư được trả lại Bên B, phần còn thiếu Bên B tiếp tục
          thanh toán.
        </Item>
      </Clause>

      <Clause title="ĐIỀU 10. BẢO QUẢN VÀ NHẬN LẠI TÀI SẢN">
        <Item>
          {isRealEstate
            ? 'Bên A bảo quản bản chính giấy tờ bất động sản và trả lại cho Bên B khi hợp đồng được tất toán.'
            : 'Bên A bảo quản tài sản, bồi thường nếu tài sản mất mát, hư hỏng do lỗi của mình; Bên A không chịu trách nhiệm về hao mòn tự nhiên.'}{' '}
          Bên B nhận lại tài sản khi xuất trình hợp đồng và CCCD bản chính; người nhận thay phải có
          giấy ủy quyền hợp lệ.
        </Item>
      </Clause>

      <Clause title="ĐIỀU 11. CAM KẾT CỦA BÊN B">
        <Item>
          Thông tin cá nhân và giấy tờ Bên B cung cấp là đúng sự thật. Bên B báo cho Bên A khi thay
          đổi số điện thoại hoặc địa chỉ, và đồng ý nhận thông báo nhắc hạn qua điện thoại, tin nhắn
          hoặc Zalo.
        </Item>
      </Clause>

      <Clause title="ĐIỀU 12. GIẢI QUYẾT TRANH CHẤP">
        <Item>
          Tranh chấp phát sinh được hai bên thương lượng giải quyết; nếu không thương lượng được,
          một bên có quyền yêu cầu Tòa án nhân dân có thẩm quyền giải quyết.
        </Item>
      </Clause>

      <Clause title="ĐIỀU 13. HIỆU LỰC HỢP ĐỒNG">
        <Item>
          Hợp đồng có hiệu lực từ ngày ký đến khi Bên B thanh toán xong mọi nghĩa vụ. Các điều khoản
          chung này là bộ phận không tách rời của hợp đồng. Hợp đồng được lập thành 02 bản có giá
          trị như nhau, mỗi bên giữ 01 bản.
        </Item>
      </Clause>

      <Text style={[styles.italic, { marginTop: 6 }]}>
        Bên B xác nhận đã đọc, hiểu rõ và đồng ý với toàn bộ các điều khoản trên.
      </Text>
      <SignatureBlock
        height={44}
        signers={[
          { role: `${wording.borrower} (Bên B)`, name: data.client.name },
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
