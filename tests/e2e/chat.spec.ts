import { ChatBackend } from './chatBackend';
import { deploy, expect, test, type Page } from './fixtures';
import { demo, home, text, type Lang } from './helpers';

/** A guest on /contact in `lang` opens the chat. */
async function openChat(page: Page, lang: Lang) {
  await page.goto('/contact');
  if (lang !== 'th') await page.getByLabel(text('th', 'common.language')).selectOption(lang);
  await page.getByRole('button', { name: text(lang, 'chat.open') }).click();
  return page.getByRole('region', { name: text(lang, 'chat.title') });
}

/**
 * Stops the page's clock a moment ahead of its time. The time flows while the test asks for it, so a busy machine can
 * pass the mark before the pause comes (Playwright refuses a pause in the past): then it asks again.
 */
async function pauseClock(page: Page) {
  for (let tries = 0; ; tries++) {
    const at = await page.evaluate(() => Date.now() + 200);
    try {
      return await page.clock.pauseAt(at);
    } catch (e) {
      if (tries >= 5 || !String(e).includes('Cannot fast-forward to the past')) throw e;
    }
  }
}

test.describe('support chat on the demo', () => {
  test('th: a guest sends a text and a photo, the agent answers with quick replies, a tapped one brings a card', async ({
    page,
  }) => {
    const chat = await openChat(page, 'th');
    const log = chat.getByRole('log');
    await expect(log).toContainText('สวัสดีค่ะ มีอะไรให้ช่วยไหมคะ');
    const box = chat.getByLabel(text('th', 'chat.message'));
    // Enter with Shift is a new line; Enter sends.
    await box.fill('สวัสดีครับ');
    await box.press('Shift+Enter');
    await box.pressSequentially('ขอสอบถาม');
    await box.press('Control+Enter');
    await box.pressSequentially('หน่อยครับ');
    await expect(box).toHaveValue('สวัสดีครับ\nขอสอบถาม\nหน่อยครับ');
    await box.press('Enter');
    await expect(box).toHaveValue('');
    const mine = log.locator('.chat-message.mine').last();
    await expect(mine).toContainText('สวัสดีครับ\nขอสอบถาม\nหน่อยครับ');
    await expect(mine.getByLabel(text('th', 'chat.sent'))).toBeVisible();
    // The agent: a greeting, then quick replies; a tap sends its payload and the card comes.
    await expect(log.getByText('สวัสดีค่ะ ยินดีให้บริการ มีอะไรให้ช่วยไหมคะ')).toBeVisible();
    await log.getByRole('button', { name: 'การ์ด' }).last().click();
    await expect(log.getByRole('heading', { name: 'โบนัสต้อนรับ' })).toBeVisible();
    await expect(log.getByRole('link', { name: 'ดูโบนัส' })).toHaveAttribute('rel', 'noopener noreferrer');
    // A photo: uploaded, then shown as sent; an unsupported file is refused with its text.
    await chat
      .getByLabel(text('th', 'chat.attach'))
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect(chat.getByRole('alert')).toHaveText(text('th', 'chat.unsupported'));
    await chat
      .getByLabel(text('th', 'chat.attach'))
      .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: Buffer.alloc(4096) });
    await expect(log.locator('.chat-message.mine img').last()).toHaveAttribute('src', /chat-upload\.svg$/);
    await expect(log.getByText('ได้รับไฟล์แล้วค่ะ ขอบคุณค่ะ')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('en: a member sees older history on scrolling up, an unread badge while collapsed, and every message type', async ({
    page,
  }) => {
    await home(page, 'en');
    await page.goto('/user/contact');
    await page.getByRole('button', { name: text('en', 'chat.open') }).click();
    const chat = page.getByRole('region', { name: text('en', 'chat.title') });
    const log = chat.getByRole('log');
    await expect(log).toContainText('https://example.com/help');
    await expect(log.getByRole('link', { name: 'https://example.com/help' })).toHaveAttribute('target', '_blank');
    // 10 of Somchai's 12 messages, then scrolling to the top loads the rest (and the greeting) in place.
    await expect(log.locator('.chat-message')).toHaveCount(10);
    await log.evaluate((el) => (el.scrollTop = 0));
    await expect(log.locator('.chat-message')).toHaveCount(13);
    // The place is kept: the message that was at the top is still in view, not pushed down out of sight.
    const wasTop = log.getByText('กสิกร 10:32 ครับ');
    await expect.poll(() => log.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await expect(wasTop).toBeInViewport();
    await expect(log.getByText('ฝากเงินแล้วยอดยังไม่เข้าครับ')).toBeVisible();
    // Send, collapse: the agent's two answers count as unread.
    await chat.getByLabel(text('en', 'chat.message')).fill('hello');
    await chat.getByRole('button', { name: text('en', 'chat.send') }).click();
    await chat.getByRole('button', { name: text('en', 'chat.close') }).click();
    await expect(page.getByTestId('chat-unread')).toHaveText(text('en', 'chat.unread', { count: '2' }));
    await page.getByRole('button', { name: new RegExp(text('en', 'chat.open')) }).click();
    await expect(page.getByTestId('chat-unread')).toHaveCount(0);
    for (const [reply, shows] of [
      ['ปุ่ม', 'โทรหาเรา'],
      ['รูปภาพ', 'โปรโมชั่นประจำสัปดาห์'],
      ['แบบอื่น', text('en', 'chat.unsupportedMessage')],
    ] as const) {
      await log.getByRole('button', { name: reply }).last().click();
      await expect(log.getByText(shows).last()).toBeVisible();
    }
    await expect(log.getByRole('link', { name: 'โทรหาเรา' })).toHaveAttribute('href', 'tel:021234567');
  });

  test('th: a dropped connection says so, comes back by itself, and nothing the agent said meanwhile is lost or doubled', async ({
    page,
  }) => {
    const chat = await openChat(page, 'th');
    const log = chat.getByRole('log');
    await expect(log).toContainText('สวัสดีค่ะ มีอะไรให้ช่วยไหมคะ');
    await chat.getByLabel(text('th', 'chat.message')).fill('ทดสอบ');
    await chat.getByLabel(text('th', 'chat.message')).press('Enter');
    await demo(page, 'demo.chatDisconnect(3000)');
    await expect(chat.getByRole('status')).toHaveText(text('th', 'chat.reconnecting'));
    await expect(chat.getByRole('status')).toHaveCount(0, { timeout: 10_000 });
    await expect(log.getByText('สวัสดีค่ะ ยินดีให้บริการ มีอะไรให้ช่วยไหมคะ')).toHaveCount(1);
    await expect(log.getByText('ลองดูข้อความแบบต่างๆ ได้เลยค่ะ')).toHaveCount(1);
  });

  test("a member's chat is bound to the session: Somchai's id without his token reads and writes nothing", async ({
    page,
  }) => {
    // Someone who knows Somchai's member id (it is in every invite link he shares) tries from their own browser.
    await page.goto('/contact');
    await demo(page, 'true');
    const forged = (path: string, method: string, body: object) =>
      page.evaluate(
        async ({ path, method, body }) => {
          const res = await fetch(path, {
            method,
            headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
            body: JSON.stringify(body),
          });
          return [res.status, ((await res.json()) as { message?: string }).message];
        },
        { path, method, body },
      );
    const somchai = { userId: '64b000000000000000000a01', guestId: null };
    expect(await forged('/api/chat/history', 'POST', { ...somchai, limit: 10, skip: 0 })).toEqual([
      401,
      'UNAUTHORIZED',
    ]);
    expect(
      await forged('/api/chat/send-message', 'POST', {
        ...somchai,
        sender: 'customer',
        message: { message_type: 'text', payload: 'ขอเปลี่ยนบัญชีธนาคาร' },
      }),
    ).toEqual([401, 'UNAUTHORIZED']);
    // Somchai himself, logged in: his chat reads his conversation (his calls carry his token).
    await home(page, 'th');
    await page.goto('/user/contact');
    await page.getByRole('button', { name: text('th', 'chat.open') }).click();
    const log = page.getByRole('region', { name: text('th', 'chat.title') }).getByRole('log');
    await expect(log.locator('.chat-message').first()).toBeVisible();
    await expect(log.getByText('ขอเปลี่ยนบัญชีธนาคาร')).toHaveCount(0);
  });

  test('the chatOff scenario hides the widget', async ({ page }) => {
    await page.goto('/contact');
    await demo(page, `demo.scenario('chatOff')`);
    await page.reload();
    await expect(page.getByRole('heading', { name: text('th', 'contact.title') })).toBeVisible();
    await expect(page.getByRole('button', { name: text('th', 'chat.open') })).toHaveCount(0);
  });
});

test.describe('support chat on a real socket.io server', () => {
  let backend: ChatBackend;
  test.beforeEach(async () => {
    backend = new ChatBackend();
    await backend.start();
  });
  test.afterEach(() => backend.stop());

  test('en: joins with the prefix-id, shows what the server pushes, reconnects by itself after a restart, and the message sent meanwhile arrives once', async ({
    page,
  }) => {
    // The page's timers on Playwright's clock (it flows as ever until the test stops it): the reconnection is timed on it.
    await page.clock.install();
    await deploy(page, { apiBaseUrl: backend.url, chatSocketUrl: backend.url, chatPrefix: 'test', version: 'e2e' });
    const chat = await openChat(page, 'en');
    const log = chat.getByRole('log');
    await expect.poll(() => backend.joins.length).toBe(1);
    const guest = await page.evaluate(() => localStorage.getItem('wallet.guestId'));
    expect(guest).toMatch(/^guest-/);
    const room = `test-${guest}`;
    expect(backend.joins).toEqual([room]);
    backend.push(room, { userId: null, guestId: guest }, 'Hello from a real server');
    await expect(log.getByText('Hello from a real server')).toHaveCount(1);
    await chat.getByLabel(text('en', 'chat.message')).fill('Is anyone there?');
    await chat.getByLabel(text('en', 'chat.message')).press('Enter');
    await expect(log.locator('.chat-message.mine').getByLabel(text('en', 'chat.sent'))).toBeVisible();
    expect(
      backend.conversations.filter((c) => c.sender === 'customer').map((c) => [c.guestId, c.message.payload]),
    ).toEqual([[guest, 'Is anyone there?']]);

    // The page's time stops while the server is still up (no retry can start meanwhile), then the backend restarts:
    // the page says it is reconnecting, and an answer given meanwhile is only in the history. socket.io schedules its
    // tries on the page's clock (every 500 ms, docs/product.md#constants-chat), so the first try comes when the test
    // moves the time 500 ms, whatever the machine's speed, and finds the server back.
    await pauseClock(page);
    await backend.stop();
    await expect(chat.getByRole('status')).toHaveText(text('en', 'chat.reconnecting'));
    backend.push(room, { userId: null, guestId: guest }, 'Sent while you were away');
    await backend.start();
    expect(backend.joins).toHaveLength(1);
    await page.clock.runFor(500);
    await expect.poll(() => backend.joins.length, { timeout: 10_000 }).toBe(2);
    await page.clock.resume();
    expect(backend.joins[1]).toBe(room);
    await expect(chat.getByRole('status')).toHaveCount(0);
    await expect(log.getByText('Sent while you were away')).toHaveCount(1);
    await expect(log.getByText('Hello from a real server')).toHaveCount(1);
    await expect(log.getByText('Is anyone there?')).toHaveCount(1);
  });

  test('th: a backend without a chat socket still brings the answers (the newest history every 5 s), once each', async ({
    page,
  }) => {
    // The page's clock: the reads every 5 s are moved on, never waited for.
    await page.clock.install();
    await deploy(page, { apiBaseUrl: backend.url, chatPrefix: 'test', version: 'e2e' });
    const chat = await openChat(page, 'th');
    const log = chat.getByRole('log');
    await chat.getByLabel(text('th', 'chat.message')).fill('มีใครอยู่ไหมครับ');
    await chat.getByLabel(text('th', 'chat.message')).press('Enter');
    await expect.poll(() => backend.conversations.length).toBe(1);
    const guest = backend.conversations[0]!.guestId;
    backend.push(`test-${guest}`, { userId: null, guestId: guest }, 'อยู่ค่ะ');
    await expect(log.getByText('อยู่ค่ะ')).toHaveCount(1, { timeout: 8000 });
    // Two later reads bring nothing twice.
    const reads = backend.historyReads;
    await page.clock.runFor(5_000);
    await expect.poll(() => backend.historyReads).toBeGreaterThan(reads);
    await page.clock.runFor(5_000);
    await expect.poll(() => backend.historyReads).toBeGreaterThan(reads + 1);
    await expect(log.getByText('อยู่ค่ะ')).toHaveCount(1);
    await expect(log.getByText('มีใครอยู่ไหมครับ')).toHaveCount(1);
    expect(backend.joins).toEqual([]);
  });
});
