import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import th from '../../../locales/th.json';
import { renderApp, type Harness } from './harness';

let app: Harness;
beforeEach(async () => {
  app = await renderApp('/contact');
});
afterEach(() => app.stop());

describe('the chat composer', () => {
  it('a new line put in the middle of the text takes the caret behind it at once: the next key lands there', async () => {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: th.chat.open }, { timeout: 5000 }));
    const chat = await screen.findByRole('region', { name: th.chat.title });
    const box = within(chat).getByLabelText(th.chat.message);
    // The next key comes before the screen's next frame, as a fast thumb on a slow phone types it.
    await user.type(box, 'สวัสดีครับ{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{Control>}{Enter}{/Control}ค');
    expect(box).toHaveValue('สวัสดี\nคครับ');
  });

  it('holds at most 4,000 code units: a paste of 100,000 Thai characters is cut there', async () => {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: th.chat.open }, { timeout: 5000 }));
    const chat = await screen.findByRole('region', { name: th.chat.title });
    const box = within(chat).getByLabelText(th.chat.message);
    expect(box).toHaveAttribute('maxlength', '4000');
    await user.click(box);
    await user.paste('ก'.repeat(100_000));
    expect((box as HTMLTextAreaElement).value).toHaveLength(4000);
  });
});
