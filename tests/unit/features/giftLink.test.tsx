import { generateKeyPairSync } from 'node:crypto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import th from '../../../locales/th.json';
import { DEMO_TRUELINK_PUBLIC_KEY, PERSONAS } from '../../../mirage';
import type { ApiClient } from '../../../src/api/client';
import { api } from '../../../src/api/contracts';
import { GiftLinkForm } from '../../../src/features/giftLink/GiftLinkForm';
import { wholeText } from '../wholeText';
import { renderMember, type Member } from './renderMember';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));
const LINK = 'https://gift.truemoney.com/campaign/?v=0193ab5c7d8e4f00a1b2';
const config = { truelinkPublicKey: DEMO_TRUELINK_PUBLIC_KEY };

let m: Member;
afterEach(() => m.stop());

/** The form as the deposit dialog mounts it: with the wallet account name of the deposit lookup. */
const fromLookup = async (client: ApiClient) => {
  const { wallets } = await client.call(api.lookup.deposit);
  const name = wallets[0]?.walletAccountName;
  if (!name) throw new Error('the demo deposit lookup has no wallet');
  return <GiftLinkForm walletAccountName={name} />;
};

const input = () => screen.getByLabelText(th.giftLink.link);
const send = () => screen.getByRole('button', { name: th.giftLink.send });
const balance = () => m.demo.state().members.find((x) => x.username === PERSONAS.funded)!.walletSatang;

describe('GiftLinkForm', () => {
  it('says the minimum of 2 baht and the 1-minute credit, and keeps send disabled while the link is empty', async () => {
    m = await renderMember(<GiftLinkForm walletAccountName="WALLET" />, { config });
    expect(screen.getByText(fill(th.giftLink.explain, { min: 2 }))).toBeInTheDocument();
    expect(screen.getByText(wholeText(th.giftLink.credited))).toBeInTheDocument();
    expect(send()).toBeDisabled();
    await userEvent.type(input(), '   ');
    expect(send()).toBeDisabled();
    await userEvent.type(input(), 'x');
    expect(send()).toBeEnabled();
    await userEvent.clear(input());
    expect(send()).toBeDisabled();
  });

  it('shows the not-available text instead of the form without a public key', async () => {
    m = await renderMember(<GiftLinkForm walletAccountName="WALLET" />);
    expect(screen.getByText(th.giftLink.unavailable)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe("the demo's key outside the demo", () => {
  it('is not offered with a real backend, however the PEM is wrapped; its own key is', async () => {
    const real = { apiBaseUrl: 'https://api.example.test', demo: false };
    for (const key of [
      DEMO_TRUELINK_PUBLIC_KEY,
      DEMO_TRUELINK_PUBLIC_KEY.replace(/\n/g, '\r\n'),
      DEMO_TRUELINK_PUBLIC_KEY.replace(/\s/g, ''),
    ]) {
      m = await renderMember(<GiftLinkForm walletAccountName="WALLET" />, {
        config: { ...real, truelinkPublicKey: key },
      });
      expect(screen.getByText(th.giftLink.unavailable)).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).toBeNull();
      m.stop();
    }
    const own = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' });
    m = await renderMember(<GiftLinkForm walletAccountName="WALLET" />, {
      config: { ...real, truelinkPublicKey: own },
    });
    expect(input()).toBeInTheDocument();
  });
});

describe('GiftLinkForm against the demo bank', () => {
  it('sends the link encrypted with an Idempotency-Key, credits the wallet and says so; the same link again is TRUELINK_DUPLICATE', async () => {
    m = await renderMember(fromLookup, { config });
    const call = vi.spyOn(m.services.client, 'call');
    const before = balance();
    await userEvent.type(input(), `  ${LINK} `);
    await userEvent.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(th.giftLink.success);
    expect(balance()).toBe(before + 5_000);
    const sent = call.mock.calls.find(([ep]) => ep === api.wallet.truelink);
    const body = sent?.[1]?.body as { link: string } | undefined;
    expect(body?.link).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(body?.link).not.toContain('truemoney');
    expect(sent?.[1]?.intent?.key).toMatch(/.{8,}/);

    await userEvent.click(screen.getByRole('button', { name: th.giftLink.another }));
    expect(input()).toHaveValue('');
    expect(send()).toBeDisabled();
    await userEvent.type(input(), LINK);
    await userEvent.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(th.errors.TRUELINK_DUPLICATE);
    expect(send()).toBeEnabled();
    expect(balance()).toBe(before + 5_000);
  });

  it('shows the translated TRUELINK_INVALID for a link that is not a gift link', async () => {
    m = await renderMember(fromLookup, { config });
    const before = balance();
    await userEvent.type(input(), 'https://example.com/not-a-gift');
    await userEvent.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(th.errors.TRUELINK_INVALID);
    expect(balance()).toBe(before);
  });

  it('shows KEY_INVALID when the configured key is not a usable public key, and sends nothing', async () => {
    m = await renderMember(fromLookup, {
      config: { truelinkPublicKey: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----' },
    });
    const call = vi.spyOn(m.services.client, 'call');
    await userEvent.type(input(), LINK);
    await userEvent.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(th.errors.KEY_INVALID);
    expect(call).not.toHaveBeenCalled();
  });
});
