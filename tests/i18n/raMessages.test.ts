import { describe, expect, it } from 'vitest';
import eng from '@/i18n/ra/eng';
import dan from '@/i18n/ra/dan';
import swe from '@/i18n/ra/swe';
import nor from '@/i18n/ra/nor';
import fin from '@/i18n/ra/fin';

type Flat = Record<string, string>;

const flatten = (value: unknown, prefix = '', out: Flat = {}): Flat => {
    if (value !== null && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) {
            flatten(child, prefix ? `${prefix}.${key}` : key, out);
        }
    } else {
        out[prefix] = String(value);
    }
    return out;
};

const placeholders = (text: string): string[] =>
    Array.from(new Set(text.match(/%\{[^}]+\}/g) ?? [])).sort();

const pluralParts = (text: string): number => text.split('||||').length;

const english = flatten(eng);
const englishKeys = Object.keys(english).sort();

const locales: Record<string, unknown> = { dan, swe, nor, fin };

describe('react-admin interface messages', () => {
    it('english messages are not empty', () => {
        expect(englishKeys.length).toBeGreaterThan(100);
    });

    for (const [locale, messages] of Object.entries(locales)) {
        describe(locale, () => {
            const translated = flatten(messages);

            it('has exactly the English key set', () => {
                expect(Object.keys(translated).sort()).toEqual(englishKeys);
            });

            it('keeps every English placeholder', () => {
                const missing: string[] = [];
                for (const key of englishKeys) {
                    const value = translated[key] ?? '';
                    for (const placeholder of placeholders(english[key])) {
                        if (!value.includes(placeholder)) {
                            missing.push(`${key}: ${placeholder}`);
                        }
                    }
                }
                expect(missing).toEqual([]);
            });

            it('keeps the |||| plural separator where English uses it', () => {
                const mismatched = englishKeys.filter(
                    key =>
                        pluralParts(english[key]) !==
                        pluralParts(translated[key] ?? ''),
                );
                expect(mismatched).toEqual([]);
            });
        });
    }
});
