import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafeHtml } from '../../../src/ui/SafeHtml';

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
