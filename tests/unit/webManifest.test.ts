import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultLightTheme } from 'react-admin';
import { APP_LAUNCH } from '@/app/routing/lastRoute';
import { PRIMARY } from '@/app/theme/themes';

const manifest = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8'));

describe('the web app manifest', () => {
  it('takes its colours from the theme', () => {
    expect(manifest.theme_color).toBe(PRIMARY);
    expect(manifest.background_color).toBe((defaultLightTheme.palette as { background: { default: string } }).background.default);
  });

  it('starts where the portal knows it was opened as the app', () => {
    expect(new URL(manifest.start_url, 'https://portal.invalid').searchParams.has(APP_LAUNCH)).toBe(true);
  });

  it('names icon files that exist, as PNG', () => {
    for (const icon of manifest.icons) expect(readFileSync(`public${icon.src}`).subarray(1, 4).toString('ascii'), icon.src).toBe('PNG');
  });
});
