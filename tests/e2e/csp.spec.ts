import { expect, test } from './fixtures';

test.use({ cspViolationsExpected: true });

test('the app is served with its strict policy: an injected script and an inline handler are refused', async ({
  page,
}) => {
  const answer = await page.goto('/login');
  const policy = answer!.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-");
  expect(policy).toContain("require-trusted-types-for 'script'");
  await expect(page.getByRole('button', { name: /เข้าสู่ระบบ/ })).toBeVisible();
  // What an XSS would try, from inside the page: each is refused by the browser, none runs.
  const tried = await page.evaluate(() => {
    const w = window as unknown as { pwned?: number };
    const out: string[] = [];
    const attempt = (name: string, f: () => void) => {
      try {
        f();
        out.push(`${name}: allowed`);
      } catch (e) {
        out.push(`${name}: ${(e as Error).name}`);
      }
    };
    attempt('innerHTML', () => (document.createElement('div').innerHTML = '<img src=x onerror="window.pwned=1">'));
    attempt('script.src', () => (document.createElement('script').src = 'https://evil.example/x.js'));
    return { out, pwned: w.pwned ?? null };
  });
  // (eval cannot be tried from here: DevTools' own evaluation is exempt; the policy has no 'unsafe-eval', see its unit test.)
  expect(tried.out).toEqual(['innerHTML: TypeError', 'script.src: TypeError']);
  // WebAssembly may compile (the slip's QR reader, 'wasm-unsafe-eval'); JavaScript is never evaluated.
  expect(policy).not.toMatch(/(?<!wasm-)unsafe-eval/);
  expect(tried.pwned).toBeNull();
});
