import {
  type AdminBranchDto,
  type AdminFundDto,
  bankAccountInput,
  branchUpdateInput,
  fundCreateInput,
  fundUpdateInput,
} from '@pawndesk/domain/branch-admin-api';
import { fundTypes } from '@pawndesk/domain/reference';
import Button from 'antd/es/button';
import Divider from 'antd/es/divider';
import Drawer from 'antd/es/drawer';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import type { z } from 'zod';
import { HistoryLink } from '../../../components/history-link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useCreateFund } from '../api/create-fund.ts';
import { useRemoveBranchBankAccount } from '../api/remove-branch-bank-account.ts';
import { useSetBranchBankAccount } from '../api/set-branch-bank-account.ts';
import { useUpdateBranch } from '../api/update-branch.ts';
import { useUpdateFund } from '../api/update-fund.ts';

type Props = { branch: AdminBranchDto; funds: AdminFundDto[]; onClose: () => void };

function FormError({ message, testId }: { message: string | null; testId: string }) {
  return message ? (
    <div className="ant-form-item-explain-error" role="alert" data-testid={testId}>
      {message}
    </div>
  ) : null;
}

/**
 * Runs a change: checks the input with its domain schema first (nothing is sent while it fails),
 * then calls the server; answers the message to show, or null.
 */
function useChange() {
  const { t } = useTranslation();
  return async <S extends z.ZodType>(
    schema: S,
    input: unknown,
    send: (valid: z.infer<S>) => Promise<unknown>,
    done: string,
  ): Promise<string | null> => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      return parsed.error.issues[0]?.message ?? t('UNKNOWN_ERROR');
    }
    try {
      await send(parsed.data);
      flash.info(done);
      return null;
    } catch (caught) {
      return errorText(caught, t);
    }
  };
}

/** Edits a branch: name and address, its receiving bank account, its funds (issue 19). */
export function BranchDrawer({ branch, funds, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      open
      width="min(560px, 100vw)"
      title={t('BRANCH_EDIT_TITLE', { code: branch.code })}
      onClose={onClose}
      destroyOnHidden
      data-testid="branch-drawer"
    >
      <HistoryLink entity="branch" entityId={branch.id} />
      <BranchInfoSection branch={branch} />
      <Divider />
      <BankAccountSection branch={branch} />
      <Divider />
      <FundsSection branch={branch} funds={funds} />
    </Drawer>
  );
}

function BranchInfoSection({ branch }: { branch: AdminBranchDto }) {
  const { t } = useTranslation();
  const update = useUpdateBranch();
  const change = useChange();
  const [name, setName] = useState(branch.name);
  const [address, setAddress] = useState(branch.address);
  const [error, setError] = useState<string | null>(null);
  const save = async () =>
    setError(
      await change(
        branchUpdateInput,
        { name, address },
        (body) => update.mutateAsync({ id: branch.id, body }),
        t('BRANCH_SAVED'),
      ),
    );
  return (
    <Form layout="vertical">
      <Form.Item label={t('BRANCH_CODE')} extra={t('BRANCH_CODE_FIXED')}>
        <Input value={branch.code} disabled data-testid="branch-code" />
      </Form.Item>
      <Form.Item label={t('BRANCH_NAME')} required>
        <Input
          value={name}
          onChange={(event) => setName(event.target.value)}
          data-testid="branch-name"
        />
      </Form.Item>
      <Form.Item label={t('BRANCH_ADDRESS')} required>
        <Input
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          data-testid="branch-address"
        />
      </Form.Item>
      <FormError message={error} testId="branch-error" />
      <Button
        type="primary"
        loading={update.isPending}
        onClick={() => void save()}
        data-testid="branch-save"
      >
        {t('SAVE')}
      </Button>
    </Form>
  );
}

function BankAccountSection({ branch }: { branch: AdminBranchDto }) {
  const { t } = useTranslation();
  const set = useSetBranchBankAccount();
  const remove = useRemoveBranchBankAccount();
  const change = useChange();
  const [modal, modalHolder] = Modal.useModal();
  const [account, setAccount] = useState({
    bankBin: branch.bankAccount?.bankBin ?? '',
    bankName: branch.bankAccount?.bankName ?? '',
    accountNumber: branch.bankAccount?.accountNumber ?? '',
    accountName: branch.bankAccount?.accountName ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const field = (key: keyof typeof account, label: string, testId: string) => (
    <Form.Item label={label} required>
      <Input
        value={account[key]}
        onChange={(event) => setAccount({ ...account, [key]: event.target.value })}
        data-testid={testId}
      />
    </Form.Item>
  );
  const save = async () =>
    setError(
      await change(
        bankAccountInput,
        account,
        (body) => set.mutateAsync({ id: branch.id, body }),
        t('BRANCH_BANK_SAVED'),
      ),
    );
  const confirmRemove = () => {
    void modal.confirm({
      title: t('BRANCH_BANK_CONFIRM_REMOVE', { code: branch.code }),
      content: t('BRANCH_BANK_REMOVE_HINT'),
      okText: t('CONFIRM'),
      cancelText: t('CANCEL'),
      okButtonProps: { danger: true, 'data-testid': 'branch-confirm-ok' } as never,
      onOk: async () => {
        try {
          await remove.mutateAsync(branch.id);
          setAccount({ bankBin: '', bankName: '', accountNumber: '', accountName: '' });
          flash.info(t('BRANCH_BANK_REMOVED'));
        } catch (caught) {
          flash.error(errorText(caught, t));
        }
      },
    });
  };
  return (
    <Form layout="vertical" data-testid="branch-bank-form">
      {modalHolder}
      <h3>{t('BRANCH_BANK_ACCOUNT')}</h3>
      <p>{t('BRANCH_BANK_HINT')}</p>
      {field('bankBin', t('BRANCH_BANK_BIN'), 'branch-bank-bin')}
      {field('bankName', t('BANK_NAME'), 'branch-bank-name')}
      {field('accountNumber', t('BRANCH_ACCOUNT_NUMBER'), 'branch-account-number')}
      {field('accountName', t('BRANCH_ACCOUNT_NAME'), 'branch-account-name')}
      <FormError message={error} testId="branch-bank-error" />
      <div className="pd-fund-row">
        <Button
          type="primary"
          loading={set.isPending}
          onClick={() => void save()}
          data-testid="branch-bank-save"
        >
          {t('SAVE')}
        </Button>
        {branch.bankAccount ? (
          <Button danger onClick={confirmRemove} data-testid="branch-bank-remove">
            {t('BRANCH_BANK_REMOVE')}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

function FundsSection({ branch, funds }: { branch: AdminBranchDto; funds: AdminFundDto[] }) {
  const { t } = useTranslation();
  const create = useCreateFund();
  const change = useChange();
  const [modal, modalHolder] = Modal.useModal();
  const [name, setName] = useState('');
  const [type, setType] = useState<AdminFundDto['type']>('CASH');
  const [error, setError] = useState<string | null>(null);
  if (!branch.takesFunds) {
    return <p data-testid="branch-no-funds">{t('BRANCH_TAKES_NO_FUNDS')}</p>;
  }
  const add = async () => {
    const message = await change(
      fundCreateInput,
      { name, type, branchId: branch.id },
      (body) => create.mutateAsync(body),
      t('FUND_CREATED'),
    );
    setError(message);
    if (message === null) {
      setName('');
    }
  };
  return (
    <div data-testid="branch-funds">
      {modalHolder}
      <h3>{t('BRANCH_FUNDS')}</h3>
      {funds.length === 0 ? <p>{t('BRANCH_FUNDS_EMPTY')}</p> : null}
      {funds.map((fund) => (
        <FundRow key={fund.id} fund={fund} confirm={modal.confirm} />
      ))}
      <div className="pd-fund-row">
        <Input
          value={name}
          placeholder={t('FUND_NAME')}
          onChange={(event) => setName(event.target.value)}
          style={{ width: 220 }}
          data-testid="fund-new-name"
        />
        <Select
          value={type}
          onChange={setType}
          style={{ width: 140 }}
          options={fundTypes.map((value) => ({ value, label: t(`FUND_TYPE_${value}`) }))}
          data-testid="fund-new-type"
        />
        <Button loading={create.isPending} onClick={() => void add()} data-testid="fund-create">
          {t('FUND_CREATE')}
        </Button>
      </div>
      <FormError message={error} testId="fund-error" />
    </div>
  );
}

type Confirm = ReturnType<typeof Modal.useModal>[0]['confirm'];

function FundRow({ fund, confirm }: { fund: AdminFundDto; confirm: Confirm }) {
  const { t } = useTranslation();
  const update = useUpdateFund();
  const change = useChange();
  const [name, setName] = useState(fund.name);
  const [error, setError] = useState<string | null>(null);
  const send = async (body: unknown, done: string) =>
    setError(
      await change(
        fundUpdateInput,
        body,
        (valid) => update.mutateAsync({ id: fund.id, body: valid }),
        done,
      ),
    );
  const toggle = () => {
    if (!fund.isActive) {
      void send({ isActive: true }, t('FUND_ACTIVATED'));
      return;
    }
    void confirm({
      title: t('FUND_CONFIRM_DEACTIVATE', { name: fund.name }),
      content: t('FUND_DEACTIVATE_HINT'),
      okText: t('CONFIRM'),
      cancelText: t('CANCEL'),
      okButtonProps: { danger: true, 'data-testid': 'fund-confirm-ok' } as never,
      onOk: () => send({ isActive: false }, t('FUND_DEACTIVATED')),
    });
  };
  return (
    <div data-testid={`fund-${fund.id}`}>
      <div className="pd-fund-row">
        <Input
          value={name}
          onChange={(event) => setName(event.target.value)}
          style={{ width: 220 }}
          className={fund.isActive ? undefined : 'pd-fund-inactive'}
          data-testid="fund-name"
        />
        <Tag>{t(`FUND_TYPE_${fund.type}`)}</Tag>
        {fund.isActive ? null : <Tag>{t('FUND_INACTIVE')}</Tag>}
        <Button
          size="small"
          disabled={name === fund.name}
          onClick={() => void send({ name }, t('FUND_RENAMED'))}
          data-testid="fund-rename"
        >
          {t('FUND_RENAME')}
        </Button>
        <Button size="small" danger={fund.isActive} onClick={toggle} data-testid="fund-toggle">
          {t(fund.isActive ? 'FUND_DEACTIVATE' : 'FUND_ACTIVATE')}
        </Button>
      </div>
      <FormError message={error} testId="fund-row-error" />
    </div>
  );
}
