/** The console's live drawing of a running machine: named in the console's language, lit where it is, zoomable. */
import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { expect, it } from 'vitest';
import { createActor } from 'xstate';
import th from '../../../locales/th.json';
import { pickerMachine } from '../../../machines/picker';
import { MachineDiagram } from '../../../src/demo/console/MachineDiagram';

it('draws a running picker in Thai, lit where it is, and zooms it between 50 and 125 %', async () => {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'th', resources: { th: { translation: th } } });
  const actor = createActor(pickerMachine);
  actor.start();
  render(
    <I18nextProvider i18n={i18n}>
      <MachineDiagram actor={actor} />
    </I18nextProvider>,
  );
  const drawing = screen.getByRole('figure', { name: 'แผนภาพของ ตัวเลือก' });
  const closed = drawing.querySelector('[data-state="picker.closed"]')!;
  expect(closed).toHaveAttribute('aria-current', 'true');
  expect(closed.querySelector('text')).toHaveTextContent('ปิดอยู่');
  expect(drawing.querySelector('[data-state="picker.open"]')).not.toHaveAttribute('aria-current');
  const size = () => (drawing.firstElementChild as HTMLElement).style.zoom;
  expect(size()).toBe('1');
  fireEvent.click(screen.getByRole('button', { name: 'เล็กลง' }));
  fireEvent.click(screen.getByRole('button', { name: 'เล็กลง' }));
  expect(size()).toBe('0.5');
  expect(screen.getByText('50 %')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'เล็กลง' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'ใหญ่ขึ้น' }));
  fireEvent.click(screen.getByRole('button', { name: 'ใหญ่ขึ้น' }));
  fireEvent.click(screen.getByRole('button', { name: 'ใหญ่ขึ้น' }));
  expect(size()).toBe('1.25');
  expect(screen.getByRole('button', { name: 'ใหญ่ขึ้น' })).toBeDisabled();
  actor.stop();
});
