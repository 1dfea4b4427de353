import { phoneConstants } from '@pawndesk/domain/phone';
import { phoneEndpoints } from '@pawndesk/domain/phone-endpoints';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { i18n } from '../../i18n/i18n.ts';
import { afterFirstContent } from '../after-first-content.ts';
import { api } from '../api.ts';
import { flash } from '../flash.ts';
import { useSession } from '../use-session.ts';
import { callLogApi, isCallLogExists } from './call-log-api.ts';
import ringtoneUrl from './ringtone.wav?no-inline';
import { createSipPhone, type PhoneSnapshot, type SipPhone } from './sip-phone.ts';

const PhoneContext = createContext<SipPhone | null>(null);

/** Browsers without WebRTC (and jsdom) have no phone: it then stays disconnected. */
function hasWebRtc(): boolean {
  return typeof window.RTCPeerConnection === 'function' && !!navigator.mediaDevices;
}

function mediaElement(kind: 'ringtone' | 'remote'): HTMLAudioElement {
  const audio = document.createElement('audio');
  audio.dataset.testid = `phone-${kind}`;
  audio.hidden = true;
  document.body.append(audio);
  return audio;
}

/**
 * The signed-in user's phone (PHONE-1..6), one per shell: it registers once the first screen's
 * content is in (JsSIP, 52 kB gzip, is not on any screen's path; afterFirstContent) and stops on
 * logout. Features reach it through usePhone() (a click-to-call) and the header through
 * usePhoneState().
 */
export function PhoneProvider({ children }: { children: ReactNode }) {
  const userId = useSession().user?.id;
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState<SipPhone | null>(null);

  useEffect(() => {
    if (userId === undefined || !hasWebRtc()) {
      return;
    }
    const ringtone = mediaElement('ringtone');
    ringtone.src = ringtoneUrl;
    ringtone.loop = true;
    ringtone.volume = phoneConstants.ringtoneVolume;
    const remote = mediaElement('remote');
    remote.autoplay = true;
    let isActive = true;
    let next: SipPhone | undefined;
    const start = async () => {
      const { createJssipAgent } = await import('./jssip-agent.ts');
      if (!isActive) {
        return;
      }
      next = createSipPhone({
        loadAccount: () => api.call(phoneEndpoints.sipAccount),
        createUserAgent: createJssipAgent,
        callLogs: callLogApi,
        isCallLogExists,
        messages: {
          info: (key, values) => flash.info(i18n.t(key, values)),
          error: (key, values) => flash.error(i18n.t(key, values)),
          notify: (key) => {
            if (
              document.visibilityState !== 'visible' &&
              'Notification' in window &&
              Notification.permission === 'granted'
            ) {
              new Notification(i18n.t(key));
            }
          },
        },
        ringtone: {
          play: () => {
            ringtone.currentTime = 0;
            // Autoplay rules may refuse the sound before the user has touched the page.
            ringtone.play().catch(() => undefined);
          },
          stop: () => ringtone.pause(),
        },
        playRemote: (stream) => {
          remote.srcObject = stream;
          remote.play().catch(() => undefined);
        },
        now: () => Date.now(),
      });
      next.start();
      setPhone(next);
      if ('Notification' in window && Notification.permission === 'default') {
        Notification.requestPermission().catch(() => undefined);
      }
    };
    const cancelStart = afterFirstContent(queryClient, () => void start());
    return () => {
      isActive = false;
      cancelStart();
      next?.stop();
      setPhone(null);
      ringtone.pause();
      ringtone.remove();
      remote.srcObject = null;
      remote.remove();
    };
  }, [userId, queryClient]);

  return <PhoneContext.Provider value={phone}>{children}</PhoneContext.Provider>;
}

const idle: PhoneSnapshot = {
  state: 'IDLE',
  connected: false,
  call: null,
  number: '',
  isPadOpen: false,
  extension: null,
};
const noop = () => () => {};

/** The phone's actions, or null while it starts (and where there is none). */
export function usePhone(): SipPhone | null {
  return useContext(PhoneContext);
}

/** What the header, the dial pad and the call buttons show. */
export function usePhoneState(): PhoneSnapshot {
  const phone = useContext(PhoneContext);
  return useSyncExternalStore(phone ? phone.subscribe : noop, phone ? phone.snapshot : () => idle);
}
