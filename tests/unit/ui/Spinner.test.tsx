import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Spinner, SPINNER_DELAY_MS } from '../../../src/ui/Spinner';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Spinner', () => {
  it('appears only after 200 ms of waiting', () => {
    vi.useFakeTimers();
    render(<Spinner label="Loading wallet" />);
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading wallet');
    expect(SPINNER_DELAY_MS).toBe(200);
  });
});
