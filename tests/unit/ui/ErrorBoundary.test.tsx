import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import th from '../../../locales/th.json';
import { ErrorBoundary } from '../../../src/ui/ErrorBoundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('ErrorBoundary', () => {
  it('shows the translated error and a retry button instead of a blank page', async () => {
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({ lng: 'th', resources: { th: { translation: th } } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: th.errors.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: th.common.retry })).toBeInTheDocument();
  });
});
