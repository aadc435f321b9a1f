import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, it } from 'vitest';
import { lazyComponent } from '@/app/routing/lazyWithTimeout';
import { createI18n, createI18nProvider } from '@/i18n/i18nProvider';
import { loadMessages } from '@/i18n/messages';
import { bindScreenTexts } from '@/i18n/screenTexts';

it("shows a page loaded on demand with its screen's texts, loaded with it, in the language shown", async () => {
  const instance = createI18n('dan', { eng: await loadMessages('eng'), dan: await loadMessages('dan') });
  const translate = createI18nProvider(instance).translate;
  bindScreenTexts(instance);
  // The page's chunk brings the screen's key helper, as a screen's module does.
  const Page = lazyComponent(
    async () => {
      const { text } = await import('@/screens/life/NewsScreen/texts');
      return { default: () => <p>{translate(text('search'))}</p> };
    },
    (module) => module.default,
  );

  render(
    <Suspense fallback={<p>…</p>}>
      <Page />
    </Suspense>,
  );

  expect(await screen.findByText('Søg i nyhederne')).toBeInTheDocument();
});
