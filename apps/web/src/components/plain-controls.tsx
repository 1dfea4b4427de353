// The login page's button and inputs as plain elements dressed like antd's (styles.css, "Plain
// controls"): every user loads that page first, and antd's Button and Input bring its style engine
// (about 60 kB gzip with the inputs) into it. Signed-in screens use antd.
import { type ButtonHTMLAttributes, type InputHTMLAttributes, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';

type PlainButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'default' | 'text' | 'link';
  size?: 'small' | 'middle';
  block?: boolean;
  /** A spinner before the label; the button does not answer clicks meanwhile. */
  loading?: boolean;
};

export function PlainButton({
  variant = 'default',
  size = 'middle',
  block = false,
  loading = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: PlainButtonProps) {
  const classes = [
    'pd-button',
    `pd-button-${variant}`,
    size === 'small' ? 'pd-button-small' : '',
    block ? 'pd-button-block' : '',
    loading ? 'pd-button-loading' : '',
    className ?? '',
  ];
  return (
    <button
      type={type}
      className={classes.filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <span className="pd-button-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

type PlainInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  isInvalid?: boolean;
};

export function PlainInput({ isInvalid = false, className, ...rest }: PlainInputProps) {
  return (
    <input
      type="text"
      className={['pd-input', isInvalid ? 'pd-input-error' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      aria-invalid={isInvalid}
      {...rest}
    />
  );
}

/** antd's eye and crossed-eye icons (@ant-design/icons-svg), drawn inline. */
const eyePath =
  'M942.2 486.2C847.4 286.5 704.1 186 512 186c-192.2 0-335.4 100.5-430.2 300.3a60.3 60.3 0 000 51.5C176.6 737.5 319.9 838 512 838c192.2 0 335.4-100.5 430.2-300.3 7.7-16.2 7.7-35 0-51.5zM512 766c-161.3 0-279.4-81.8-362.7-254C232.6 339.8 350.7 258 512 258c161.3 0 279.4 81.8 362.7 254C791.5 684.2 673.4 766 512 766zm-4-430c-97.2 0-176 78.8-176 176s78.8 176 176 176 176-78.8 176-176-78.8-176-176-176zm0 288c-61.9 0-112-50.1-112-112s50.1-112 112-112 112 50.1 112 112-50.1 112-112 112z';
const eyeInvisiblePaths = [
  'M942.2 486.2Q889.47 375.11 816.7 305l-50.88 50.88C807.31 395.53 843.45 447.4 874.7 512 791.5 684.2 673.4 766 512 766q-72.67 0-133.87-22.38L323 798.75Q408 838 512 838q288.3 0 430.2-300.3a60.29 60.29 0 000-51.5zm-63.57-320.64L836 122.88a8 8 0 00-11.32 0L715.31 232.2Q624.86 186 512 186q-288.3 0-430.2 300.3a60.3 60.3 0 000 51.5q56.69 119.4 136.5 191.41L112.48 835a8 8 0 000 11.31L155.17 889a8 8 0 0011.31 0l712.15-712.12a8 8 0 000-11.32zM149.3 512C232.6 339.8 350.7 258 512 258c54.54 0 104.13 9.36 149.12 28.39l-70.3 70.3a176 176 0 00-238.13 238.13l-83.42 83.42C223.1 637.49 183.3 582.28 149.3 512zm246.7 0a112.11 112.11 0 01146.2-106.69L401.31 546.2A112 112 0 01396 512z',
  'M508 624c-3.46 0-6.87-.16-10.25-.47l-52.82 52.82a176.09 176.09 0 00227.42-227.42l-52.82 52.82c.31 3.38.47 6.79.47 10.25a111.94 111.94 0 01-112 112z',
];

/** A password box with antd Password's show/hide eye. */
export function PlainPassword({ isInvalid = false, ...rest }: PlainInputProps) {
  const { t } = useTranslation();
  const [isShown, setShown] = useState(false);
  return (
    <span className={`pd-input pd-password${isInvalid ? ' pd-input-error' : ''}`}>
      <input type={isShown ? 'text' : 'password'} aria-invalid={isInvalid} {...rest} />
      <button
        type="button"
        className="pd-password-eye"
        aria-label={t(isShown ? 'HIDE_PASSWORD' : 'SHOW_PASSWORD')}
        aria-pressed={isShown}
        onClick={() => setShown((shown) => !shown)}
      >
        <svg
          viewBox="64 64 896 896"
          width="1em"
          height="1em"
          fill="currentColor"
          aria-hidden="true"
        >
          {isShown ? (
            <path d={eyePath} />
          ) : (
            eyeInvisiblePaths.map((path) => <path key={path} d={path} />)
          )}
        </svg>
      </button>
    </span>
  );
}
