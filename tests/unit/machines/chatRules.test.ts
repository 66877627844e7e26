// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  checkAttachment,
  dayOf,
  linkParts,
  mergeMessages,
  messageError,
  messageText,
  newlineKey,
  sendsOnEnter,
  withNewline,
  type ChatItem,
} from '../../../machines/chatRules';

const MB = 1024 * 1024;
const key = (over: Partial<Parameters<typeof sendsOnEnter>[0]>) => ({
  key: 'Enter',
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...over,
});

describe('chat text', () => {
  it('is trimmed, never empty, at most 2000 characters (Thai marks and emoji counted as written)', () => {
    expect(messageText('  สวัสดี \n')).toBe('สวัสดี');
    expect(messageError('   \n\t')).toBe('empty');
    expect(messageError('ก'.repeat(2000))).toBeNull();
    expect(messageError(` ${'ก'.repeat(2000)} `)).toBeNull();
    expect(messageError('ก'.repeat(2001))).toBe('tooLong');
    expect(messageError('😀'.repeat(2000))).toBeNull();
  });

  it('Enter sends; with Shift, Ctrl, Alt or Meta, or while composing, it does not', () => {
    expect(sendsOnEnter(key({}))).toBe(true);
    for (const mod of ['shiftKey', 'ctrlKey', 'altKey', 'metaKey', 'isComposing'] as const)
      expect(sendsOnEnter(key({ [mod]: true }))).toBe(false);
    expect(sendsOnEnter(key({ key: 'a' }))).toBe(false);
  });

  it('only Enter makes a new line with Ctrl, Alt or Meta (another key with them is no new line)', () => {
    expect(newlineKey(key({ key: 'a', ctrlKey: true }))).toBe(false);
    expect(newlineKey(key({ key: 'v', metaKey: true }))).toBe(false);
    expect(newlineKey(key({ altKey: true }))).toBe(true);
  });

  it('Ctrl, Alt or Meta with Enter put a new line at the caret (Shift+Enter does so by itself)', () => {
    for (const mod of ['ctrlKey', 'altKey', 'metaKey'] as const) expect(newlineKey(key({ [mod]: true }))).toBe(true);
    expect(newlineKey(key({}))).toBe(false);
    expect(newlineKey(key({ shiftKey: true }))).toBe(false);
    expect(withNewline('สวัสดีครับ', 6, 6)).toEqual({ value: 'สวัสดี\nครับ', caret: 7 });
    expect(withNewline('abcdef', 2, 4)).toEqual({ value: 'ab\nef', caret: 3 });
  });
});

describe('chat attachments', () => {
  it('takes png, jpeg, jpg, gif images up to 10 MB and mp4, QuickTime videos up to 20 MB', () => {
    expect(checkAttachment({ name: 'slip.PNG', type: 'image/png', size: 10 * MB })).toEqual({ kind: 'image' });
    expect(checkAttachment({ name: 'a.jpg', type: 'image/jpeg', size: 1 })).toEqual({ kind: 'image' });
    expect(checkAttachment({ name: 'a.jpeg', type: '', size: 1 })).toEqual({ kind: 'image' });
    expect(checkAttachment({ name: 'a.gif', type: 'image/gif', size: 1 })).toEqual({ kind: 'image' });
    expect(checkAttachment({ name: 'clip.mp4', type: 'video/mp4', size: 20 * MB })).toEqual({ kind: 'video' });
    expect(checkAttachment({ name: 'clip.mov', type: 'video/quicktime', size: 1 })).toEqual({ kind: 'video' });
  });

  it('refuses a file without an extension, of another type, or whose type disagrees with its name', () => {
    for (const f of [
      { name: 'photo', type: 'image/png', size: 1 },
      { name: '.png', type: 'image/png', size: 1 },
      { name: 'doc.pdf', type: 'application/pdf', size: 1 },
      { name: 'a.webp', type: 'image/webp', size: 1 },
      { name: 'evil.png', type: 'text/html', size: 1 },
    ])
      expect(checkAttachment(f), f.name).toEqual({ error: 'unsupported' });
  });

  it('names the limit of a file too large', () => {
    expect(checkAttachment({ name: 'a.png', type: 'image/png', size: 10 * MB + 1 })).toEqual({
      error: 'tooLarge',
      limitMb: 10,
    });
    expect(checkAttachment({ name: 'a.mp4', type: 'video/mp4', size: 20 * MB + 1 })).toEqual({
      error: 'tooLarge',
      limitMb: 20,
    });
  });
});

const item = (over: Partial<ChatItem>): ChatItem => ({
  localId: Math.random().toString(36),
  sender: 'other',
  message: { message_type: 'text', payload: 'hi' },
  createdAt: null,
  status: 'succeed',
  ...over,
});

describe('chat messages join without loss or doubles', () => {
  it('orders dated messages by time and keeps each once, however often it arrives', () => {
    const a = item({ createdAt: '2025-03-10T08:00:00.000Z', message: { message_type: 'text', payload: 'a' } });
    const b = item({ createdAt: '2025-03-10T08:01:00.000Z', message: { message_type: 'text', payload: 'b' } });
    const bAgain = { ...b, localId: 'from-socket' };
    expect(mergeMessages([b], [a, bAgain, a]).map((m) => m.message.payload)).toEqual(['a', 'b']);
  });

  it('keeps messages on their way after the dated ones, and drops the pending copy once it comes back dated', () => {
    const old = item({ createdAt: '2025-03-10T08:00:00.000Z' });
    const mine = item({
      localId: 'L1',
      sender: 'customer',
      status: 'sending',
      message: { message_type: 'text', payload: 'x' },
    });
    const merged = mergeMessages([old, mine], []);
    expect(merged.map((m) => m.localId)).toEqual([old.localId, 'L1']);
    const sent = { ...mine, createdAt: '2025-03-10T08:05:00.000Z', status: 'succeed' as const };
    expect(mergeMessages(merged, [sent]).map((m) => [m.localId, m.status])).toEqual([
      [old.localId, 'succeed'],
      ['L1', 'succeed'],
    ]);
    // Two messages on their way: both, in the order they were written.
    const second = { ...mine, localId: 'L2', message: { message_type: 'text', payload: 'y' } };
    expect(mergeMessages([old, mine, second], []).map((m) => m.localId)).toEqual([old.localId, 'L1', 'L2']);
    // A message on its way met twice (the outbox and a retry's copy): once.
    expect(mergeMessages([mine], [mine]).map((m) => m.localId)).toEqual(['L1']);
    // The first copy of a dated message is the one kept (the member's own, with its local id).
    expect(mergeMessages([sent], [{ ...sent, localId: 'echo', status: 'failed' as const }])).toEqual([sent]);
    // The socket echoes it back (another local id): still once.
    expect(mergeMessages(mergeMessages(merged, [sent]), [{ ...sent, localId: 'echo' }])).toHaveLength(2);
  });

  it('puts the date dividers on Bangkok days', () => {
    // 23:30 and 00:30 Bangkok are two days; 16:59 and 17:01 UTC straddle Bangkok midnight.
    expect(dayOf('2025-03-10T16:59:00Z')).not.toBe(dayOf('2025-03-10T17:01:00Z'));
    expect(dayOf('2025-03-10T17:01:00Z')).toBe(dayOf('2025-03-11T16:00:00Z'));
  });
});

describe('links in chat text', () => {
  it('finds http and https links only, without trailing punctuation', () => {
    expect(linkParts('ดูที่ https://example.com/a?b=1. แล้วโทร')).toEqual([
      { text: 'ดูที่ ' },
      { href: 'https://example.com/a?b=1', text: 'https://example.com/a?b=1' },
      { text: '. แล้วโทร' },
    ]);
    expect(linkParts('javascript:alert(1) and <b>x</b>')).toEqual([{ text: 'javascript:alert(1) and <b>x</b>' }]);
    // A right-to-left override never turns a name around (docs/security.md): `invoice‮gnp.exe` shows as it was written.
    expect(linkParts('invoice\u202Egnp.exe \u2067x\u2069')).toEqual([{ text: 'invoicegnp.exe x' }]);
    expect(linkParts('')).toEqual([]);
  });

  it('a link first or alone is a link with no empty text before it; plain http is a link too', () => {
    expect(linkParts('http://example.com/a b')).toEqual([
      { href: 'http://example.com/a', text: 'http://example.com/a' },
      { text: ' b' },
    ]);
    expect(linkParts('https://example.com')).toEqual([{ href: 'https://example.com', text: 'https://example.com' }]);
  });
});
