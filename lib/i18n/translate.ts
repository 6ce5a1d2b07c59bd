/**
 * next-intl's `t` for the whole message tree (`getTranslations()` or `useTranslations()` without a
 * namespace), so plain functions in lib/ can read copy without depending on React or the request.
 */
export type Translate = (key: string, values?: Record<string, string | number>) => string;
