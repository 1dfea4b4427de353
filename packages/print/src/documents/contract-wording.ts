import type { MortgageContractData } from '@pawndesk/domain/print-documents';

/**
 * The words that change with the asset: a vehicle or other movable asset is pledged (cầm cố, the
 * shop holds it); real estate stays with its owner and is mortgaged (thế chấp, the shop holds the
 * land-use certificate), B§2 "Real estate gets special wording".
 */
export type ContractWording = {
  title: string;
  contractShort: string;
  lender: string;
  borrower: string;
  pledgeNoun: string;
  amountLabel: string;
  dateLabel: string;
  /** What Bên B takes back on settlement. */
  returned: string;
  holding: string;
};

export function contractWording(data: Pick<MortgageContractData, 'variant'>): ContractWording {
  if (data.variant === 'REAL_ESTATE') {
    return {
      title: 'HỢP ĐỒNG THẾ CHẤP TÀI SẢN',
      contractShort: 'HĐTC',
      lender: 'BÊN NHẬN THẾ CHẤP',
      borrower: 'BÊN THẾ CHẤP',
      pledgeNoun: 'thế chấp',
      amountLabel: 'Số tiền vay',
      dateLabel: 'Ngày thế chấp',
      returned: 'bản chính giấy tờ bất động sản',
      holding:
        'Bên B tiếp tục quản lý, sử dụng bất động sản nhưng không được chuyển nhượng, tặng cho, cho thuê dài hạn hay thế chấp cho bên khác; Bên A giữ bản chính Giấy chứng nhận quyền sử dụng đất, quyền sở hữu nhà ở và tài sản khác gắn liền với đất trong suốt thời hạn hợp đồng.',
    };
  }
  return {
    title: 'HỢP ĐỒNG CẦM CỐ TÀI SẢN',
    contractShort: 'HĐCC',
    lender: 'BÊN NHẬN CẦM CỐ',
    borrower: 'BÊN CẦM CỐ',
    pledgeNoun: 'cầm cố',
    amountLabel: 'Số tiền cầm cố',
    dateLabel: 'Ngày cầm cố',
    returned: 'tài sản',
    holding:
      'Bên B giao tài sản và giấy tờ kèm theo cho Bên A giữ, bảo quản trong suốt thời hạn hợp đồng; Bên B không được yêu cầu sử dụng, cho thuê hay dùng tài sản để bảo đảm nghĩa vụ khác.',
  };
}

/** "1000123/HĐCC": the number printed on every page of the contract. */
export function contractReference(data: Pick<MortgageContractData, 'variant' | 'contractNumber'>) {
  return `${data.contractNumber}/${contractWording(data).contractShort}`;
}
