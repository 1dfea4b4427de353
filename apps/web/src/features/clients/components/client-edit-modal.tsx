import type { ClientDto } from '@pawndesk/domain/client-api';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useClientEditForm } from '../hooks/use-client-edit-form.ts';
import { AddressPicker } from './address-picker.tsx';
import { ClientTextField } from './client-form-item.tsx';
import { ClientIdentityFields } from './client-identity-fields.tsx';

type ClientEditModalProps = { client: ClientDto; isOpen: boolean; onClose: () => void };

/** B§5 Edit client modal: the rules come from @pawndesk/domain/client-rules, 3002 lands on the field. */
export function ClientEditModal({ client, isOpen, onClose }: ClientEditModalProps) {
  const { t } = useTranslation();
  const form = useClientEditForm(client, onClose);
  const locationMessage = form.messageOf('locationId');
  return (
    <Modal
      open={isOpen}
      title={t('CLIENT_EDIT_TITLE')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} data-testid="client-cancel">
          {t('CANCEL')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={form.isSaving}
          onClick={() => void form.save()}
          data-testid="client-save"
        >
          {t('SAVE')}
        </Button>,
      ]}
      data-testid="client-edit-modal"
    >
      <Form layout="vertical" component="div" data-testid="client-edit-form">
        <ClientIdentityFields form={form} />
        <AddressPicker
          initialLocationId={client.locationId}
          onChange={form.setLocation}
          error={
            locationMessage ? (
              <span data-testid="error-locationId">{locationMessage}</span>
            ) : undefined
          }
        />
        <ClientTextField form={form} name="address" label={t('CLIENT_ADDRESS')} />
        <ClientTextField form={form} name="zaloId" label={t('CLIENT_ZALO_ID')} />
      </Form>
    </Modal>
  );
}
