import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { initI18n, loadAllTexts } from '../../../src/services/i18n';
import { QrCode } from '../../../src/ui/QrCode';

beforeAll(async () => {
  await initI18n('en');
  await loadAllTexts();
});
afterEach(cleanup);

describe('QrCode: a value no QR can hold fails in its own box', () => {
  it('draws an invite link', () => {
    render(<QrCode text="https://wallet.example/register?code=PR64b0" label="Invite QR" />);
    expect(screen.getByRole('img', { name: 'Invite QR' })).toBeInTheDocument();
  });

  it('a lone surrogate (URIError) or 3,000 characters (RangeError) say so in its place, never throwing', () => {
    for (const text of ['https://wallet.example/register?code=PR64b0\ud800', `https://w.example/${'x'.repeat(3000)}`]) {
      render(<QrCode text={text} label="Invite QR" />);
      expect(screen.queryByRole('img')).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent(en.home.invite.qrFailed);
      cleanup();
    }
  });
});
