import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { formatDecimal, formatPercent, formatSigned } from '@/shared/numbers';
import type { LocaleCode } from './locales';

/** Per cent, decimals and signed points in the language the person chose (src/shared/numbers.ts). */
export function useNumbers() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const code = locale as LocaleCode;
    return {
      percent: (value: number, digits?: number) => formatPercent(value, code, digits),
      decimal: (value: number, digits?: number) => formatDecimal(value, code, digits),
      signed: (value: number) => formatSigned(value, code),
    };
  }, [locale]);
}
