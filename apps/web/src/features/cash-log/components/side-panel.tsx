import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useLayoutMode } from '../../../lib/use-layout-mode.ts';

/**
 * The cash log's side panels (entry editor, closure editor): full width on a phone, the server's
 * refusal (7001–7008 and the rest) above the form, one OK button at the bottom.
 */
export function SidePanel({
  open,
  title,
  testId,
  width,
  error,
  isSaving,
  onClose,
  onOk,
  children,
}: {
  open: boolean;
  title: string;
  testId: string;
  width: number;
  error: string | null;
  isSaving: boolean;
  onClose: () => void;
  onOk: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const layout = useLayoutMode();
  return (
    <Drawer
      open={open}
      title={title}
      onClose={onClose}
      size={layout === 'mobile' ? '100%' : width}
      destroyOnHidden
      data-testid={testId}
      footer={
        <Button type="primary" block loading={isSaving} onClick={onOk} data-testid={`${testId}-ok`}>
          {t('OK')}
        </Button>
      }
    >
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error}
          className="pd-cash-editor-error"
          data-testid={`${testId}-error`}
        />
      ) : null}
      {children}
    </Drawer>
  );
}
