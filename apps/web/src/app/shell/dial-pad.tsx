import CloseOutlined from '@ant-design/icons/CloseOutlined';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import { isDialable, isStaffExtension } from '@pawndesk/domain/phone';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Tooltip from 'antd/es/tooltip';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { RemoteCallLogs } from '../../components/remote-call-logs.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { flash } from '../../lib/flash.ts';
import { contactQuery } from '../../lib/phone/call-log-api.ts';
import { usePhone, usePhoneState } from '../../lib/phone/phone-context.tsx';
import { CallTimer } from './call-timer.tsx';

const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '+', '0'] as const;

/** Who the number belongs to: a client found by phone, a colleague's extension, or nobody known. */
function ContactName({ number }: { number: string }) {
  const { t } = useTranslation();
  const isExtension = isStaffExtension(number);
  const contact = useQuery({ ...contactQuery(number), enabled: !isExtension && number !== '' });
  let name = t('PHONE_UNKNOWN_CONTACT');
  if (isExtension) {
    name = t('PHONE_STAFF_EXTENSION', { number });
  } else if (contact.data) {
    name = `${contact.data.lastName} ${contact.data.firstName}`.trim();
  }
  return (
    <div className="pd-dial-contact" data-testid="dial-pad-contact">
      {name}
    </div>
  );
}

/** Drags the window by its title bar; the offset stays while the page is open. */
function useDrag() {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const start = useRef<{ x: number; y: number; from: { x: number; y: number } } | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) {
      return;
    }
    start.current = { x: event.clientX, y: event.clientY, from: offset };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    if (from) {
      setOffset({
        x: from.from.x + event.clientX - from.x,
        y: from.from.y + event.clientY - from.y,
      });
    }
  };
  const onPointerUp = () => {
    start.current = null;
  };
  return { offset, handlers: { onPointerDown, onPointerMove, onPointerUp } };
}

/**
 * The draggable dial pad (A§2.7, PHONE-2): digits, the number kept to digits and +, a call button
 * disabled for an invalid number or a disconnected phone, and during a call the contact, the
 * status, the mm:ss timer, copy, answer and hang up.
 */
export function DialPad() {
  const { t } = useTranslation();
  const phone = usePhone();
  const { state, connected, call, number, isPadOpen } = usePhoneState();
  const { offset, handlers } = useDrag();
  const input = useRef<HTMLInputElement | null>(null);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (isPadOpen && !call) {
      input.current?.focus();
    }
  }, [isPadOpen, call]);
  if (!isPadOpen || !phone) {
    return null;
  }
  const isValid = isDialable(number);
  const callBlocked = !connected ? t('PHONE_DISCONNECTED') : t('INVALID_PHONE_NUMBER');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(number);
      flash.info(t('COPY_PHONE_SUCCESS'));
    } catch {
      flash.error(t('COPY_PHONE_FAILED'));
    }
  };

  return (
    <section
      className="pd-dial-pad"
      style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
      aria-label={t('DIAL_PAD')}
      data-testid="dial-pad"
      onKeyDown={(event) => {
        // Escape closes the pad, except over a call (the pad then holds its controls).
        if (event.key === 'Escape' && !call) {
          phone.openPad(false);
        }
      }}
    >
      <div className="pd-dial-title" {...handlers} data-testid="dial-pad-handle">
        <span>{t('DIAL_PAD')}</span>
        <span
          className={connected ? 'pd-dial-online' : 'pd-dial-offline'}
          data-testid="dial-pad-connection"
        >
          {connected ? t('PHONE_CONNECTED') : t('PHONE_DISCONNECTED')}
        </span>
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={t('PHONE_CLOSE_PAD')}
          onClick={() => phone.openPad(false)}
          data-testid="dial-pad-close"
        />
      </div>
      {call ? (
        <div className="pd-dial-call" data-testid="dial-pad-call">
          <ContactName number={call.remote} />
          <div className="pd-dial-number">
            <span data-testid="dial-pad-remote">{call.remote}</span>
            <Button
              type="text"
              size="small"
              icon={<CopyOutlined />}
              aria-label={t('COPY_PHONE', { phone: call.remote })}
              onClick={() => void copy()}
              data-testid="dial-pad-copy"
            />
          </div>
          <div className="pd-dial-status" data-testid="dial-pad-status" data-state={state}>
            {t(`PHONE_STATE_${state}`)}
          </div>
          {state === 'TALKING' && call.confirmedAt !== null ? (
            <CallTimer since={call.confirmedAt} />
          ) : null}
          <div className="pd-dial-actions">
            {state === 'HAVING_CALL' ? (
              <Button
                type="primary"
                shape="round"
                icon={<PhoneOutlined />}
                onClick={() => phone.answer()}
                data-testid="dial-pad-answer"
              >
                {t('PHONE_ANSWER')}
              </Button>
            ) : null}
            <Button
              danger
              type="primary"
              shape="round"
              icon={<PhoneOutlined rotate={135} />}
              onClick={() => phone.hangup()}
              data-testid="dial-pad-hangup"
            >
              {t('PHONE_HANG_UP')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="pd-dial-idle">
          <Input
            ref={(element) => {
              input.current = element?.input ?? null;
            }}
            value={number}
            inputMode="tel"
            placeholder={t('PHONE_NUMBER')}
            aria-label={t('PHONE_NUMBER')}
            status={touched && number !== '' && !isValid ? 'error' : undefined}
            onChange={(event) => {
              setTouched(true);
              phone.setNumber(event.target.value);
            }}
            onPressEnter={() => phone.call(number)}
            allowClear
            data-testid="dial-pad-number"
          />
          {touched && number !== '' && !isValid ? (
            <div className="pd-dial-error" role="alert" data-testid="dial-pad-invalid">
              {t('INVALID_PHONE_NUMBER')}
            </div>
          ) : null}
          {number !== '' ? <ContactName number={number} /> : null}
          <div className="pd-dial-keys">
            {keys.map((key) => (
              <Button
                key={key}
                onClick={() => {
                  setTouched(true);
                  phone.setNumber(number + key);
                }}
                data-testid={`dial-key-${key}`}
              >
                {key}
              </Button>
            ))}
            <Button
              onClick={() => phone.setNumber(number.slice(0, -1))}
              aria-label={t('PHONE_DELETE_DIGIT')}
              data-testid="dial-key-back"
            >
              ⌫
            </Button>
          </div>
          <Tooltip title={isValid && connected ? undefined : callBlocked}>
            <span className="pd-dial-call-wrap">
              <Button
                type="primary"
                shape="round"
                block
                icon={<PhoneOutlined />}
                disabled={!isValid || !connected}
                onClick={() => phone.call(number)}
                data-testid="dial-pad-call-button"
              >
                {t('PHONE_CALL')}
              </Button>
            </span>
          </Tooltip>
          {isValid ? <RemoteCallLogs remote={number} compact /> : null}
        </div>
      )}
    </section>
  );
}
