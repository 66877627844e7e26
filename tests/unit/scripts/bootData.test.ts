import { describe, expect, it } from 'vitest';
import { withBootData } from '../../../scripts/boot-data';

describe("the build's data for index.html's boot script (scripts/boot-data.ts)", () => {
  const page = '<head>\n    <script id="boot">boot()</script></head>';

  it('goes just before the boot script, as JSON the browser reads back unchanged', () => {
    const html = withBootData(withBootData(page, 'boot-assets', [['script', 'assets/a.js']]), 'boot-fonts', {
      faces: [],
    });
    expect(html).toBe(
      '<head>\n    <script type="application/json" id="boot-assets">[["script","assets/a.js"]]</script>\n    ' +
        '<script type="application/json" id="boot-fonts">{"faces":[]}</script>\n    <script id="boot">boot()</script></head>',
    );
    const doc = new DOMParser().parseFromString(
      withBootData(page, 'x', { name: '</script><script>alert(1)</script>' }),
      'text/html',
    );
    expect(doc.querySelectorAll('script')).toHaveLength(2);
    expect(JSON.parse(doc.getElementById('x')!.textContent!)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('refuses a page without the boot script rather than writing data nothing reads', () => {
    expect(() => withBootData('<head></head>', 'boot-fonts', {})).toThrow(/no boot script for #boot-fonts/);
  });
});
