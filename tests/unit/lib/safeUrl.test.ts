import { describe, expect, it } from 'vitest';
import { cssUrl, safeUrl } from '../../../src/lib/safeUrl';

describe('the allow-list of server addresses (src/lib/safeUrl.ts)', () => {
  it('takes https and paths of this site', () => {
    expect(safeUrl('https://games.example/play?t=1')).toBe('https://games.example/play?t=1');
    expect(safeUrl('/howto/a.svg')).toBe(`${location.origin}/howto/a.svg`);
  });

  it('refuses plain http to another host, but not on this site or the phone’s own machine', () => {
    expect(safeUrl('http://games.example/play')).toBeNull();
    expect(safeUrl('http://slips.example/SLIP-1.jpg')).toBeNull();
    expect(safeUrl('http://127.0.0.1:9000/game')).toBe('http://127.0.0.1:9000/game');
    expect(safeUrl('http://localhost:5173/a.png')).toBe('http://localhost:5173/a.png');
    expect(safeUrl('http://[::1]:8080/a.png')).toBe('http://[::1]:8080/a.png');
    // The phone's own machine by its whole name only.
    for (const url of ['http://mylocalhost/a.png', 'http://localhost.evil.example/a.png', 'http://127.0.0.10/a'])
      expect(safeUrl(url), url).toBeNull();
  });

  it('refuses other schemes on the phone’s own machine too, and an address that does not parse', () => {
    for (const url of ['ftp://localhost/a.png', 'ws://127.0.0.1/chat', 'http://[', 'https://exa mple.test/'])
      expect(safeUrl(url), url).toBeNull();
  });

  it('refuses every other scheme and what is no address', () => {
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AA==', 'file:///etc/passwd', '', '  ', 42, null])
      expect(safeUrl(url), String(url)).toBeNull();
  });

  it('puts an image into CSS only through the allow-list, its quotes never closing the url()', () => {
    expect(cssUrl('https://cdn.example/a.png')).toBe('url("https://cdn.example/a.png")');
    expect(cssUrl('http://cdn.example/a.png')).toBeUndefined();
    expect(cssUrl('javascript:alert(1)')).toBeUndefined();
    const css = cssUrl('https://cdn.example/a.png");background:url("https://evil.example/x')!;
    expect(css.match(/"/g)).toHaveLength(2);
    expect(css.startsWith('url("https://cdn.example/')).toBe(true);
  });
});
