import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadI18n } from '@/i18n/i18nProvider';

describe("the page's language", () => {
  it('follows the chosen locale from the start and on every change', async () => {
    const provider = createI18nProvider(await loadI18n('fin'));
    expect(document.documentElement.lang).toBe('fi-FI');
    await provider.changeLocale('dan');
    expect(document.documentElement.lang).toBe('da-DK');
    await provider.changeLocale('eng');
    expect(document.documentElement.lang).toBe('en-GB');
  });
});
