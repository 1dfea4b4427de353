import type { CashLogDto } from '@pawndesk/domain/cash-log-api';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import type { TFunction } from '../../../i18n/i18n.ts';

export type RowAction = 'edit' | 'approve' | 'remove';

/** (`t` is passed, not hooked: a list renders hundreds of these.) The entry's status, and "automatic" when a contract action wrote it (decisions/0011). */
export function EntryStatusTags({ entry, t }: { entry: CashLogDto; t: TFunction }) {
  return (
    <>
      <Tag
        color={{ pending: 'gold', registered: 'green', retracted: 'default' }[entry.status]}
        data-testid={`cash-status-${entry.id}`}
      >
        {t(`CASH_LOG_STATUS_${entry.status.toUpperCase()}`)}
      </Tag>
      {/* Written by a contract action (decisions/0011): approve it, do not type it again. */}
      {entry.origin ? (
        <Tag color="blue" data-testid={`cash-automatic-${entry.id}`}>
          {t('CASH_LOG_AUTOMATIC')}
        </Tag>
      ) : null}
    </>
  );
}

/** The row's (or card's) action menu: edit; approve and remove for head accountants. */
export function EntryActionMenu({
  entry,
  isHeadAccountant,
  onAction,
  t,
}: {
  entry: CashLogDto;
  isHeadAccountant: boolean;
  onAction: (action: RowAction, entry: CashLogDto) => void;
  t: TFunction;
}) {
  const [isOpen, setOpenState] = useState(false);
  const [isArmed, setArmed] = useState(false);
  const setOpen = (open: boolean) => {
    setArmed(true);
    setOpenState(open);
  };
  const items = [
    { key: 'edit', label: t('CASH_LOG_EDIT') },
    ...(isHeadAccountant && entry.status === 'pending'
      ? [{ key: 'approve', label: t('CASH_LOG_APPROVE') }]
      : []),
    ...(isHeadAccountant && entry.status !== 'retracted'
      ? [{ key: 'remove', label: t('CASH_LOG_REMOVE'), danger: true }]
      : []),
  ].map((item) => ({ ...item, 'data-testid': `cash-action-${item.key}` }));
  const button = (
    <Button
      size="small"
      aria-label={t('CASH_LOG_ACTIONS')}
      data-testid={`cash-row-menu-${entry.id}`}
      onClick={isArmed ? undefined : () => setOpen(true)}
    >
      ⋯
    </Button>
  );
  // The menu is built on the first click: a list of 200 rows does not set up 200 dropdowns.
  if (!isArmed) {
    return button;
  }
  return (
    <Dropdown
      trigger={['click']}
      open={isOpen}
      onOpenChange={setOpen}
      menu={{
        items,
        onClick: ({ key }) => {
          setOpen(false);
          onAction(key as RowAction, entry);
        },
      }}
    >
      {button}
    </Dropdown>
  );
}

/** A card field: key, label, value. */
export type CardField = [string, string, string];

/** A phone card's fields (entries, pending entries, closures), the empty ones left out. */
export function CardFields({ fields }: { fields: CardField[] }) {
  return (
    <dl className="pd-cash-card-fields">
      {fields
        .filter(([, , value]) => value !== '')
        .map(([key, label, value]) => (
          <div key={key} className="pd-cash-card-field">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
