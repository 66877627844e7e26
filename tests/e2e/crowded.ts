import type { Page } from '@playwright/test';

/**
 * What a crowded screen hides from a player, at any width and text size: an amount split across two lines (1,995.7 |
 * 5 reads as 1,995.7), a bottom-menu label running into the next one or out of its tap area, the menu taller than the
 * 72 px the chat launcher clears, and a control fixed over the menu (not a dialog, which covers the page by design).
 * The demo console's own bar is not the app's.
 */
export async function crowded(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const range = document.createRange();
    const lines = (el: Element) => {
      range.selectNodeContents(el);
      const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
      return tops.filter((t, i) => i === 0 || Math.abs(t - tops[i - 1]!) > 4).length;
    };
    for (const money of document.querySelectorAll('.money'))
      if (money.checkVisibility() && lines(money) > 1) out.push(`an amount split across lines: "${money.textContent}"`);
    const menu = document.querySelector('.bottom-menu');
    if (!menu?.checkVisibility()) return out;
    const box = menu.getBoundingClientRect();
    if (box.height > 72) out.push(`the bottom menu is ${Math.round(box.height)} px tall`);
    const labels = [...menu.children].map((item) => {
      range.selectNodeContents(item.lastElementChild!);
      return { item: item.getBoundingClientRect(), text: range.getBoundingClientRect(), name: item.textContent };
    });
    for (const [i, l] of labels.entries()) {
      if (l.text.left < l.item.left - 1 || l.text.right > l.item.right + 1 || l.text.bottom > l.item.bottom + 1)
        out.push(`the menu label "${l.name}" runs out of its button`);
      const next = labels[i + 1];
      if (next && l.text.right > next.text.left + 1) out.push(`the menu labels "${l.name}" and "${next.name}" overlap`);
    }
    for (const el of document.querySelectorAll('body *')) {
      // A dialog covers the page and its menu by design; what is fixed inside one is the dialog's own.
      if (menu.contains(el) || el.closest('.demo-layer, dialog') || getComputedStyle(el).position !== 'fixed') continue;
      const r = el.getBoundingClientRect();
      if (el.checkVisibility() && r.height > 0 && r.bottom > box.top + 1 && r.top < box.bottom)
        out.push(`"${el.textContent?.trim().slice(0, 30)}" (${el.className}) covers the bottom menu`);
    }
    return out;
  });
}
