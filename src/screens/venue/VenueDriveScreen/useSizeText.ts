import { useLocale } from 'react-admin';
import { bcp47, type LocaleCode } from '@/shared/locales';
import { formatBytes } from '../../shared/download';

/** A file's size as the drive shows it ("2 kB", "1,5 MB"), in the person's language. */
export function useSizeText(): (bytes: number) => string {
  const locale = useLocale();
  return (bytes) => formatBytes(bytes, bcp47(locale as LocaleCode));
}
