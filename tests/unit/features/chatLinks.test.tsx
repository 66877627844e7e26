import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { MessageBody } from '../../../src/features/chat/MessageView';

afterEach(cleanup);

const text = (payload: string) =>
  render(
    <MessageBody
      item={{
        localId: 'm1',
        sender: 'agent',
        createdAt: null,
        status: 'succeed',
        message: { message_type: 'text', payload },
      }}
      onPostback={() => {}}
    />,
  ).container;

it('a chat text makes links of https and the app’s own addresses alone, as server HTML does', () => {
  const box = text(`see https://help.example/a or http://promo.example/b, and ${window.location.origin}/user/bonus`);
  const links = Array.from(box.querySelectorAll('a'));
  expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')])).toEqual([
    ['https://help.example/a', '_blank', 'noopener noreferrer'],
    [`${window.location.origin}/user/bonus`, null, null],
  ]);
  expect(box.textContent).toBe(
    `see https://help.example/a or http://promo.example/b, and ${window.location.origin}/user/bonus`,
  );
});
