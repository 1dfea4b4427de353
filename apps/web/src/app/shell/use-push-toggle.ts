import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { flash } from '../../lib/flash.ts';
import {
  onPushChange,
  type PushState,
  pushState,
  turnPushOff,
  turnPushOn,
} from '../../lib/push.ts';

/**
 * The profile menu's push switch (SHELL-11): the browser asks for permission only here, from the
 * user's click, never on page load.
 */
export function usePushToggle(): { state: PushState | 'busy'; toggle: () => void } {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState | 'busy'>('busy');
  useEffect(() => {
    let isCurrent = true;
    const read = () =>
      pushState().then(
        (next) => isCurrent && setState(next),
        () => isCurrent && setState('off'),
      );
    void read();
    // The subscription made right after sign-in may land after this menu first read its state.
    const stop = onPushChange(() => void read());
    return () => {
      isCurrent = false;
      stop();
    };
  }, []);
  const toggle = useCallback(() => {
    if (state === 'busy' || state === 'unsupported') {
      return;
    }
    const wasOn = state === 'on';
    setState('busy');
    (wasOn ? turnPushOff() : turnPushOn()).then(
      (next) => {
        setState(next);
        if (next === 'on') {
          flash.info(t('PUSH_TURNED_ON'));
        } else if (next === 'denied') {
          flash.error(t('PUSH_DENIED'));
        }
      },
      (error: unknown) => {
        // The browser's own refusals (no push service reachable) are not the API's errors.
        flash.error(error instanceof ApiError ? errorText(error, t) : t('PUSH_FAILED'));
        void pushState().then(setState, () => setState('off'));
      },
    );
  }, [state, t]);
  return { state, toggle };
}
