import { act, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { Link, Router } from 'wouter';
import en from '../../../locales/en.json';
import la from '../../../locales/la.json';
import th from '../../../locales/th.json';
import { toast } from '../../../src/ui/toast';
import { ONE_WORD } from '../../oneWord';

/** Every text of a locale file, by its key. */
function texts(o: unknown, at = ''): Array<[string, string]> {
  if (typeof o === 'string') return [[at, o]];
  return Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => texts(v, at ? `${at}.${k}` : k));
}

describe('Thai and Lao texts are plain text, and the words a reader reads as one are painted whole', () => {
  it.each([
    ['th', th],
    ['la', la],
    ['en', en],
  ] as const)('%s: no text carries an invisible character', (_lang, file) => {
    // Word joiner, zero-width space and (non-)joiner, soft hyphen, byte-order mark.
    const hidden = texts(file).filter(([, text]) => /\u2060|\u200B|\u200C|\u200D|\u00AD|\uFEFF/.test(text));
    expect(hidden.map(([key]) => key)).toEqual([]);
  });

  it.each(Object.entries(ONE_WORD))(
    '%s: each word of tests/oneWord.ts, inside a sentence, in one span that does not break',
    (_locale, words) => {
      for (const word of words) {
        const { container, unmount } = render(<p>ก่อน {word}หลัง</p>);
        const kept = [...container.querySelectorAll('.word')].map((s) => s.textContent);
        expect(kept, word).toEqual([word]);
        // What the member copies and a screen reader reads: the text as written.
        expect(container.textContent).toBe(`ก่อน ${word}หลัง`);
        unmount();
      }
    },
  );

  it('keeps them in the texts the app writes, and in texts put together at render', () => {
    const days = 10;
    const { container } = render(
      <div>
        <p>{th.login.forgot}</p>
        <span>
          {days} วันที่แล้ว · {'ສົ່ງສະລິບ'}
        </span>
        <button>ໂອນໄດ້ຢ່າງດຽວ</button>
      </div>,
    );
    expect([...container.querySelectorAll('.word')].map((s) => s.textContent)).toEqual([
      'รหัสผ่าน',
      'ที่แล้ว',
      'ສະລິບ',
      'ຢ່າງດຽວ',
    ]);
    expect(container.querySelector('div > span')!.textContent).toBe('10 วันที่แล้ว · ສົ່ງສະລິບ');
  });

  it('leaves other texts, and those the browser paints without lines (an option, a title), as they are', () => {
    const { container } = render(
      <div>
        <p>Wallet and password</p>
        <p>ฝากเงิน</p>
        <select aria-label="x">
          <option>รหัสผ่าน</option>
        </select>
        <svg>
          <title>ກະເປົາເງິນ</title>
        </svg>
      </div>,
    );
    expect(container.querySelectorAll('.word')).toHaveLength(0);
    expect(container.querySelector('option')!.textContent).toBe('รหัสผ่าน');
  });

  it("keeps them in a library's component that paints its children (wouter's link)", () => {
    const { container } = render(
      <Router>
        <Link href="/contact?forgot">ลืมรหัสผ่าน?</Link>
      </Router>,
    );
    expect(container.querySelector('a .word')?.textContent).toBe('รหัสผ่าน');
    expect(container.querySelector('a')).toHaveTextContent(/^ลืมรหัสผ่าน\?$/);
  });

  it('keeps them in a toast, which sonner paints', async () => {
    render(<Toaster />);
    act(() => void toast.success('ตั้งรหัสผ่านใหม่แล้ว'));
    const shown = await screen.findByText('ตั้ง', { exact: false });
    expect(shown.querySelector('.word')?.textContent).toBe('รหัสผ่าน');
    expect(shown).toHaveTextContent(/^ตั้งรหัสผ่านใหม่แล้ว$/);
  });
});
