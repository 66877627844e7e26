import { expect, test, type Locator, type Page } from './fixtures';
import { demo, home, text } from './helpers';

/**
 * A dialog with nothing to act on says why and offers the step that fixes it (issue 69): a newcomer's Transfer and
 * Withdraw, in Thai and Lao, on a 360 px phone. The member's words are written out here, as the member reads them.
 */
const WORDS = {
  th: {
    transfer: 'โอนเงิน',
    noGame: 'คุณยังไม่มีบัญชีเกม',
    why: 'เปิดบัญชีเกมก่อน',
    openPg: 'เปิดบัญชี PG Soft',
    done: 'โอนเงินสำเร็จ',
    withdraw: 'ถอนเงิน',
    below: 'กระเป๋าเงินของคุณมี 10.00 บาท ถอนได้ขั้นต่ำ 100.00 บาท',
    inGames: 'บัญชีเกมของคุณมี 10.00 บาท ย้ายเงินเข้ากระเป๋าก่อน แล้วจึงถอนได้',
    empty: 'กระเป๋าเงินของคุณว่าง ฝากเงินก่อนเพื่อย้ายเงินเข้าเกมนี้',
    deposit: 'ฝากเงิน',
    noAccount: 'ขณะนี้ยังไม่มีบัญชีสำหรับฝากเงินเปิดให้บริการ',
    slipStatus: 'สถานะการอัปโหลดสลิป',
    rejected: 'สลิปที่ไม่ผ่านยังไม่ได้เพิ่มเงินเข้ากระเป๋าของคุณ',
    contact: 'ติดต่อเรา',
    needsEnglish: 'ธนาคารของคุณต้องใช้ชื่อบัญชีภาษาอังกฤษ กรุณาแก้ไขก่อนถอนเงิน',
    editName: 'แก้ไขชื่อบัญชี',
    nameTitle: 'แก้ไขชื่อบัญชีธนาคาร',
    save: 'บันทึก',
    amount: 'จำนวนเงิน (บาท)',
  },
  la: {
    transfer: 'ໂອນເງິນ',
    noGame: 'ທ່ານຍັງບໍ່ມີບັນຊີເກມ',
    why: 'ເປີດບັນຊີເກມກ່ອນ',
    openPg: 'ເປີດບັນຊີ PG Soft',
    done: 'ໂອນເງິນສຳເລັດ',
    withdraw: 'ຖອນເງິນ',
    below: 'ກະເປົາເງິນຂອງທ່ານມີ 10.00 ບາດ ຖອນໄດ້ຂັ້ນຕ່ຳ 100.00 ບາດ',
    inGames: 'ບັນຊີເກມຂອງທ່ານມີ 10.00 ບາດ ຍ້າຍເງິນເຂົ້າກະເປົາກ່ອນ ແລ້ວຈຶ່ງຖອນໄດ້',
    empty: 'ກະເປົາເງິນຂອງທ່ານຫວ່າງ ຝາກເງິນກ່ອນເພື່ອຍ້າຍເງິນເຂົ້າເກມນີ້',
    deposit: 'ຝາກເງິນ',
    noAccount: 'ຕອນນີ້ຍັງບໍ່ມີບັນຊີສຳລັບຝາກເງິນເປີດໃຫ້ບໍລິການ',
    slipStatus: 'ສະຖານະການອັບໂຫຼດສະລິບ',
    rejected: 'ສະລິບທີ່ບໍ່ຜ່ານຍັງບໍ່ໄດ້ເພີ່ມເງິນເຂົ້າກະເປົາຂອງທ່ານ',
    contact: 'ຕິດຕໍ່ພວກເຮົາ',
    needsEnglish: 'ທະນາຄານຂອງທ່ານຕ້ອງໃຊ້ຊື່ບັນຊີເປັນພາສາອັງກິດ ກະລຸນາແກ້ໄຂກ່ອນຖອນເງິນ',
    editName: 'ແກ້ໄຂຊື່ບັນຊີ',
    nameTitle: 'ແກ້ໄຂຊື່ບັນຊີທະນາຄານ',
    save: 'ບັນທຶກ',
    amount: 'ຈຳນວນເງິນ (ບາດ)',
  },
} as const;

/** Every button of `box` inside the 360 px screen, its words whole (nothing cut or running out of it). */
const inScreen = (box: Locator) =>
  box
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons
        .filter((b) => b.getBoundingClientRect().right > 360 || b.scrollWidth > b.clientWidth + 1)
        .map((b) => b.textContent),
    );

/** Somchai as the demo bank keeps him on the phone, changed before it starts again. */
async function changeSomchai(page: Page, change: Record<string, unknown>) {
  await page.goto('/login');
  await page.waitForFunction(() => localStorage.getItem('wallet.demo') !== null);
  await page.evaluate((c) => {
    const bank = JSON.parse(localStorage.getItem('wallet.demo')!);
    Object.assign(
      bank.members.find((m: { username: string }) => m.username === '0812345678'),
      c,
    );
    localStorage.setItem('wallet.demo', JSON.stringify(bank));
  }, change);
}

for (const lang of ['th', 'la'] as const) {
  const w = WORDS[lang];
  test(`${lang}: a withdrawal to a bank that needs an English name offers the edit first, then the form`, async ({
    page,
  }) => {
    // Somchai's Thai account name at KTB, a bank that needs it in English.
    await changeSomchai(page, { bankCode: 'KTB' });
    await home(page, lang);
    await page.getByRole('button', { name: w.withdraw, exact: true }).click();
    let dialog = page.getByRole('dialog', { name: w.withdraw });
    await expect(dialog).toContainText(w.needsEnglish);
    // No form whose money would go to a name the bank cannot take.
    await expect(dialog.getByLabel(w.amount)).toHaveCount(0);
    expect(await inScreen(dialog)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${lang}-withdraw-name-first.png`) });
    await dialog.getByRole('button', { name: w.editName }).click();
    const edit = page.getByRole('dialog', { name: w.nameTitle });
    await expect(dialog).toBeHidden();
    await edit.getByRole('textbox').fill('somchai demo');
    await edit.getByRole('button', { name: w.save }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByTestId('bank-account-name')).toHaveText('SOMCHAI DEMO');

    await page.getByRole('button', { name: w.withdraw, exact: true }).click();
    dialog = page.getByRole('dialog', { name: w.withdraw });
    await expect(dialog.getByLabel(w.amount)).toBeVisible();
    await expect(dialog.getByTestId('withdraw-destination')).toContainText('SOMCHAI DEMO');
  });

  test(`${lang}: a newcomer's Transfer says a game account comes first, opens one, moves 10 to it; Withdraw says move it back`, async ({
    page,
  }) => {
    await home(page, lang, '0822222222');
    await page.getByRole('navigation').getByRole('button', { name: w.transfer }).click();
    let dialog = page.getByRole('dialog', { name: w.transfer });
    await expect(dialog.getByRole('heading', { name: w.noGame })).toBeVisible();
    await expect(dialog).toContainText(w.why);
    // No form that can only fail.
    await expect(dialog.getByRole('combobox')).toHaveCount(0);
    expect(await inScreen(dialog)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${lang}-transfer-no-game.png`) });

    await dialog.getByRole('button', { name: w.openPg }).click();
    const game = page.getByRole('dialog', { name: 'PG Soft' });
    await game.getByRole('button', { name: text(lang, 'game.activate') }).click();
    await expect(game.getByTestId('game-username')).toBeVisible();
    await game.getByRole('button', { name: text(lang, 'common.close') }).click();
    await expect(game).toBeHidden();

    await page.getByRole('navigation').getByRole('button', { name: w.transfer }).click();
    dialog = page.getByRole('dialog', { name: w.transfer });
    await dialog.getByLabel(text(lang, 'transfer.to')).selectOption('pg');
    await dialog.getByLabel(text(lang, 'transfer.amount')).fill('10');
    await dialog.getByRole('button', { name: w.transfer }).click();
    await expect(dialog.getByRole('alert')).toContainText(w.done);
    await page.screenshot({ path: test.info().outputPath(`${lang}-transfer-after-opening.png`) });
    await dialog.getByRole('button', { name: text(lang, 'common.ok') }).click();

    // 10 in the wallet, 10 in PG: under the 100 a withdrawal takes, and the way is to move PG's 10 back first.
    await page.getByRole('button', { name: w.withdraw, exact: true }).click();
    dialog = page.getByRole('dialog', { name: w.withdraw });
    await expect(dialog).toContainText(w.below);
    await expect(dialog).toContainText(w.inGames);
    expect(await inScreen(dialog)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${lang}-withdraw-below-minimum.png`) });
    await dialog.getByRole('button', { name: w.transfer }).click();
    await expect(page.getByRole('dialog', { name: w.transfer }).getByLabel(text(lang, 'transfer.from'))).toBeVisible();
  });

  test(`${lang}: a game account with an empty wallet says so and offers Deposit`, async ({ page }) => {
    // Somchai with nothing in his wallet.
    await changeSomchai(page, { walletSatang: 0 });
    await home(page, lang);
    await page.getByTestId('game-pg').click();
    const game = page.getByRole('dialog', { name: 'PG Soft' });
    await expect(game.getByText(w.empty)).toBeVisible();
    expect(await inScreen(game)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${lang}-game-empty-wallet.png`) });
    await game.getByRole('button', { name: w.deposit }).click();
    await expect(page.getByRole('dialog', { name: w.deposit })).toBeVisible();
  });

  test(`${lang}: deposit with no account to transfer to says so; the slips not accepted lead to support`, async ({
    page,
  }) => {
    await home(page, lang);
    await demo(page, "demo.failEvery('GET', '/api/lookup/deposit', 'INTERNAL_SERVER_ERROR')");
    await page.reload();
    await page.getByRole('button', { name: w.deposit, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: w.deposit });
    const none = dialog.getByTestId('deposit-no-account');
    await expect(none).toContainText(w.noAccount);
    expect(await inScreen(dialog)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${lang}-deposit-no-account.png`) });
    // Somchai's slip list has two refused: the way on is support.
    await dialog.getByRole('button', { name: text(lang, 'deposit.slipStatus') }).click();
    const slips = page.getByRole('dialog', { name: w.slipStatus });
    const help = slips.getByTestId('slip-rejected-help');
    await expect(help).toContainText(w.rejected);
    await help.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${lang}-slips-rejected-help.png`) });
    await help.getByRole('link', { name: w.contact }).click();
    await expect(page).toHaveURL(/\/user\/contact$/);
  });
}
