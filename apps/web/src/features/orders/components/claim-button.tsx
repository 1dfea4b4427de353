import type { OrderDto } from '@pawndesk/domain/order-api';
import Button from 'antd/es/button';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useClaimOrder } from '../api/claim-order.ts';

/** "Nhận đơn" on an unclaimed row; the click does not also open the row. */
export function ClaimButton({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const claim = useClaimOrder();
  return (
    <Button
      size="small"
      type="primary"
      ghost
      loading={claim.isPending}
      onClick={(event) => {
        event.stopPropagation();
        claim.mutate(order.id);
      }}
      data-testid={`claim-${order.id}`}
    >
      {t('ORDER_CLAIM')}
    </Button>
  );
}

export function isClaimable(order: OrderDto): boolean {
  return order.step === 'unclaimed';
}
