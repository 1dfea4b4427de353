import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';

export type CheckSection = 'client' | 'collateral' | 'authorization' | 'purchase' | 'contract';

export type CheckState = { editing: CheckSection | null; accepted: readonly CheckSection[] };

export const initialCheckState: CheckState = { editing: null, accepted: [] };

/** Next (to print) needs every section accepted and none being edited. */
export function isCheckDone(state: CheckState, sections: readonly CheckSection[]): boolean {
  return state.editing === null && sections.every((section) => state.accepted.includes(section));
}

const titleKeys: Record<CheckSection, string> = {
  client: 'WIZARD_CHECK_CLIENT',
  collateral: 'WIZARD_CHECK_COLLATERAL',
  authorization: 'WIZARD_CHECK_AUTHORIZATION',
  purchase: 'WIZARD_CHECK_PURCHASE',
  contract: 'WIZARD_CHECK_CONTRACT',
};

/**
 * B§2 check step: each section read back with Edit (after a confirmation) and Accept; the
 * contract detail section with Cancel, Edit and Confirm. While one section is edited, the other
 * sections' buttons are hidden. Accepting an edited section needs its form valid.
 */
export function CheckStep({
  sections,
  state,
  onStateChange,
  summary,
  form,
  isValid,
  onEditStart,
  onEditCancel,
}: {
  sections: readonly CheckSection[];
  state: CheckState;
  onStateChange: (next: CheckState) => void;
  summary: (section: CheckSection) => ReactNode;
  form: (section: CheckSection) => ReactNode;
  isValid: (section: CheckSection) => boolean;
  onEditStart: (section: CheckSection) => void;
  onEditCancel: (section: CheckSection) => void;
}) {
  const { t } = useTranslation();
  const [modal, modalContext] = Modal.useModal();

  const accept = (section: CheckSection) =>
    onStateChange({
      editing: null,
      accepted: [...state.accepted.filter((item) => item !== section), section],
    });
  const edit = async (section: CheckSection) => {
    const confirmed = await modal.confirm({
      title: t('WIZARD_CHECK_EDIT_CONFIRM'),
      okText: t('WIZARD_EDIT'),
      cancelText: t('CANCEL'),
    });
    if (confirmed) {
      onEditStart(section);
      onStateChange({
        editing: section,
        accepted: state.accepted.filter((item) => item !== section),
      });
    }
  };

  return (
    <div className="pd-wizard-check" data-testid="wizard-check">
      {modalContext}
      {sections.map((section) => {
        const isEditing = state.editing === section;
        const isAccepted = state.accepted.includes(section);
        const buttonsShown = state.editing === null || isEditing;
        const isContract = section === 'contract';
        const buttons = !buttonsShown ? null : isEditing ? (
          <>
            {isContract ? (
              <Button
                onClick={() => {
                  onEditCancel(section);
                  onStateChange({ ...state, editing: null });
                }}
                data-testid={`wizard-check-${section}-cancel`}
              >
                {t('CANCEL')}
              </Button>
            ) : null}
            <Button
              type="primary"
              disabled={!isValid(section)}
              onClick={() => accept(section)}
              data-testid={`wizard-check-${section}-accept`}
            >
              {isContract ? t('WIZARD_CONFIRM') : t('WIZARD_ACCEPT')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => void edit(section)} data-testid={`wizard-check-${section}-edit`}>
              {t('WIZARD_EDIT')}
            </Button>
            <Button
              type="primary"
              disabled={isAccepted}
              onClick={() => accept(section)}
              data-testid={`wizard-check-${section}-accept`}
            >
              {isContract ? t('WIZARD_CONFIRM') : t('WIZARD_ACCEPT')}
            </Button>
          </>
        );
        return (
          <Card
            key={section}
            size="small"
            title={
              <span>
                {t(titleKeys[section])}{' '}
                {isAccepted ? (
                  <Tag color="green" data-testid={`wizard-check-${section}-accepted`}>
                    {t('WIZARD_ACCEPTED')}
                  </Tag>
                ) : null}
              </span>
            }
            extra={<div className="pd-wizard-check-buttons">{buttons}</div>}
            data-testid={`wizard-check-${section}`}
          >
            {isEditing ? form(section) : summary(section)}
          </Card>
        );
      })}
    </div>
  );
}
