import { callRaw } from '@/data/call';
import type { EndpointDescriptor } from '@/data/types';
import { saveBlob } from '@/app/export/saveBlob';

export { saveBlob };

/** The file name a server sends in Content-Disposition (the UTF-8 `filename*` first), or a fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/** Calls an endpoint that answers a file and downloads it under the server's file name. */
export async function downloadFrom(endpoint: EndpointDescriptor, input: Record<string, unknown>, fallbackName: string): Promise<void> {
  const { data, response } = await callRaw<Blob>(endpoint, input);
  saveBlob(data, fileNameOf(response.headers.get('content-disposition'), fallbackName));
}

/** Sizes as people read them: 512 B, 12.5 kB, 3.2 MB. */
export function formatBytes(bytes: number, locale = 'en-GB'): string {
  const number = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n);
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024)} kB`;
  return `${number(bytes / 1024 / 1024)} MB`;
}
