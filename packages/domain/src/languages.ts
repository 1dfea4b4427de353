/** The console's text sets; Vietnamese is the default. */
export const languages = ['vi', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'vi';
