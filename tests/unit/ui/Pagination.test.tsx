/**
 * The page numbers (issue 69): the spec's 3 before and 1 after the current page, and the first and the last page always,
 * so that page 1 of a 4-page statement shows that there are 4.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../src/services/i18n';
import { Pagination, pageRange } from '../../../src/ui/Pagination';

beforeAll(() => initI18n('th'));
afterEach(cleanup);

describe('page numbers', () => {
  it.each([
    [1, 4, [1, 2, null, 4]],
    [2, 4, [1, 2, 3, 4]],
    [4, 4, [1, 2, 3, 4]],
    [1, 2, [1, 2]],
    [5, 10, [1, 2, 3, 4, 5, 6, null, 10]],
    [7, 10, [1, null, 4, 5, 6, 7, 8, null, 10]],
    [9, 10, [1, null, 6, 7, 8, 9, 10]],
    [10, 10, [1, null, 7, 8, 9, 10]],
  ])('page %i of %i: %j', (page, count, shown) => {
    expect(pageRange(page, count)).toEqual(shown);
  });

  it('page 1 of 4 offers pages 1, 2 and 4 by name, 1 the current one; the gap is not read out', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Pagination page={1} pageCount={4} onPage={() => {}} label="รายการเงิน" />
      </I18nextProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'รายการเงิน' });
    const pages = within(nav)
      .getAllByRole('button')
      .map((b) => [b.textContent, b.getAttribute('aria-label'), b.getAttribute('aria-current')]);
    expect(pages).toEqual([
      ['ก่อนหน้า', null, null],
      ['1', 'หน้า 1', 'page'],
      ['2', 'หน้า 2', null],
      ['4', 'หน้า 4', null],
      ['ถัดไป', null, null],
    ]);
    expect(nav).toHaveTextContent('12…4');
  });
});
