import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadI18n } from '@/i18n/i18nProvider';
import { localeFromBrowser } from '@/i18n/locales';

const provider = createI18nProvider(await loadI18n('eng'));

describe('the i18n provider', () => {
  it('interpolates react-admin placeholders and picks plural forms', () => {
    expect(provider.translate('app.notifications.unread', { smart_count: 1 })).toBe('1 unread');
    expect(provider.translate('resources.operationLinks.name', { smart_count: 2 })).toBe('Operation links');
    expect(provider.translate('resources.operationLinks.name', { smart_count: 1 })).toBe('Operation link');
    expect(provider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 })).toBe('1-10 of 42');
  });
  it('falls back to the default text, then to the key', () => {
    expect(provider.translate('no.such.key', { _: 'Default %{x}', x: 'text' })).toBe('Default text');
    expect(provider.translate('no.such.key')).toBe('no.such.key');
  });
  it('switches language', async () => {
    const danish = createI18nProvider(await loadI18n('eng'));
    expect(danish.translate('services.guests')).toBe('Guests');
    await danish.changeLocale('dan');
    expect(danish.translate('services.guests')).toBe('Gæster');
    expect(danish.getLocale()).toBe('dan');
  });
  it('starts from the browser language', () => {
    expect(localeFromBrowser(['nb-NO', 'en'])).toBe('nor');
    expect(localeFromBrowser(['de-DE'])).toBe('eng');
    expect(localeFromBrowser(['fi'])).toBe('fin');
  });
});
