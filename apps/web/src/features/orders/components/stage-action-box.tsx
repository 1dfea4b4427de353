import type { OrderFieldError } from '@pawndesk/domain/order-form';
import {
  isSetByContractFlow,
  type OrderStage,
  type OrderStatus,
  type OrderStep,
  orderSteps,
  stageShortcuts,
  stagesByStep,
  statusOfStage,
} from '@pawndesk/domain/orders';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { fieldErrorKey, stageLabelKey, stepLabelKey } from '../model/labels.ts';
import { OrderStatusTag } from './order-badges.tsx';

type StageActionBoxProps = {
  step: OrderStep;
  stage: OrderStage | null;
  /** The order's status while its stage is unchanged; null once another stage is chosen. */
  currentStatus: OrderStatus | null;
  stageError: OrderFieldError | undefined;
  isBusy: boolean;
  onStepChange: (step: OrderStep) => void;
  onStageChange: (stage: OrderStage) => void;
  /** One click: choose the stage and save. */
  onShortcut: (stage: OrderStage) => void;
};

/**
 * A§4.1's stage action box: a step, a stage allowed for it (changing the step clears the stage),
 * the status the chosen stage will give (the order's own while unchanged), and one-click
 * shortcuts. What only the contract flow may set can be looked at here but is not sent.
 */
export function StageActionBox({
  step,
  stage,
  currentStatus,
  stageError,
  isBusy,
  onStepChange,
  onStageChange,
  onShortcut,
}: StageActionBoxProps) {
  const { t } = useTranslation();
  const shortcuts = stageShortcuts(step, stage).filter(
    (shortcut) => !isSetByContractFlow({ step, stage: shortcut }),
  );
  const isContractOnly = isSetByContractFlow({ step, stage: stage ?? undefined });
  return (
    <section
      className="pd-stage-box"
      data-testid="stage-action-box"
      aria-label={t('ORDER_STAGE_BOX')}
    >
      <Form layout="vertical" component="div">
        <Row gutter={16} align="bottom">
          <Col xs={24} md={9}>
            <Form.Item label={t('ORDER_STEP')}>
              <Select
                value={step}
                onChange={onStepChange}
                options={orderSteps.map((value) => ({ value, label: t(stepLabelKey(value)) }))}
                data-testid="order-step"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={9}>
            <Form.Item
              label={t('ORDER_STAGE')}
              required
              validateStatus={stageError ? 'error' : undefined}
              help={
                stageError ? (
                  <span data-testid="error-stage">{t(fieldErrorKey(stageError))}</span>
                ) : undefined
              }
            >
              <Select
                value={stage ?? undefined}
                placeholder={t('ORDER_STAGE_PLACEHOLDER')}
                onChange={onStageChange}
                options={stagesByStep[step].map((value) => ({
                  value,
                  label: t(stageLabelKey(value)),
                }))}
                data-testid="order-stage"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label={t('ORDER_STATUS')}>
              {currentStatus ? (
                <OrderStatusTag status={currentStatus} />
              ) : stage ? (
                <OrderStatusTag status={statusOfStage(stage)} />
              ) : (
                <span>—</span>
              )}
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {isContractOnly ? (
        <Alert
          type="info"
          showIcon
          title={t('ORDER_CONTRACT_FLOW_ONLY')}
          className="pd-stage-note"
          data-testid="contract-flow-only"
        />
      ) : null}
      {shortcuts.length > 0 ? (
        <div className="pd-stage-shortcuts" data-testid="stage-shortcuts">
          {shortcuts.map((shortcut) => (
            <Button
              key={shortcut}
              size="small"
              disabled={isBusy}
              onClick={() => onShortcut(shortcut)}
              data-testid={`shortcut-${shortcut}`}
            >
              {t(stageLabelKey(shortcut))}
            </Button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
