import type { Language } from '@pawndesk/domain/languages';
import { useTranslation } from '../i18n/use-translation.ts';
import { PlainButton } from './plain-controls.tsx';

export const languageOptions: readonly { value: Language; label: string }[] = [
  // Each language is named in itself, so a user can always find their own.
  { value: 'vi', label: 'Tiếng Việt' },
  { value: 'en', label: 'English' },
];

type LanguageSwitchProps = { onChange: (language: Language) => void };

export function LanguageSwitch({ onChange }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a border and legend the bar does not want.
    <div
      role="group"
      aria-label={t('LANGUAGE')}
      data-testid="language-switch"
      className="pd-language-switch"
    >
      {languageOptions.map((option) => {
        const active = i18n.language === option.value;
        return (
          <PlainButton
            key={option.value}
            size="small"
            variant={active ? 'link' : 'text'}
            aria-pressed={active}
            lang={option.value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </PlainButton>
        );
      })}
    </div>
  );
}
