/**
 * The demo bank writes in its site's language (docs/decisions/031-one-switch-for-the-laos-site.md): Thai, or Lao on a
 * Laos site (config.json's `laos`). Each text is written here as the member reads it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { scriptFor } from '../../../mirage/chatAgent';
import { api, PERSONAS, setup } from './helpers';

let t: ReturnType<typeof setup>;
afterEach(() => t.demo.shutdown());

const site = async (laos: boolean, phone: string = PERSONAS.funded) => {
  t = setup({ laos });
  await t.loginAs(phone);
  const call = t.fresh.call;
  const setupWheel = (await call(api.spin.setup)).result.activeSpinwheel!;
  return {
    sources: (await call(api.lookup.sources)).sources.map((s) => s.description),
    wheel: setupWheel.name,
    noPrize: setupWheel.slices.find((s) => s.code === 'NONE1')!.label,
    prize: setupWheel.slices.find((s) => s.code === 'P10')!.htmlDescription,
    statement: (await call(api.statement.list, { body: { page: 1, limit: 100 } })).statements,
    bonus: (await call(api.bonus.list)).bonuses[0]!.banners[0]!.html,
    promotion: (await call(api.promotion.find, { params: { code: 'PROMO50' } })).promotion!.description,
    invite: (await call(api.invite.banners)).banners[0]!.html,
    refund: (await call(api.refund.banners)).banners[0]!.html,
    notice: (await call(api.lookup.notice)).notice,
  };
};
const description = (row: Record<string, unknown>) =>
  Object.values(row).find(
    (v): v is { description: string } => typeof v === 'object' && v !== null && 'description' in v,
  )?.description;

describe("the bank's texts follow the site", () => {
  it('Thai site: Thai', async () => {
    const s = await site(false);
    expect(s.sources).toEqual(['เฟซบุ๊ก', 'กูเกิล', 'เพื่อนแนะนำ', 'ไลน์', 'อื่น ๆ']);
    expect(s.wheel).toBe('วงล้อนำโชค');
    expect(s.noPrize).toBe('เสียใจด้วย');
    expect(s.prize).toBe('<p>เครดิต 10 บาท</p>');
    expect(s.statement.map(description).filter(Boolean)).toContain('รางวัลวงล้อ เครดิต 20 บาท');
    expect(s.bonus).toContain('<h3>สมาชิกใหม่รับโบนัส 100%</h3>');
    expect(s.promotion).toContain('รับเครดิตเพิ่ม <b>50 บาท</b>');
    expect(s.invite).toContain('ชวนเพื่อนมาเล่น');
    expect(s.refund).toContain('คืนยอดเสียทุกสัปดาห์');
    expect(s.notice).toMatch(/^หากเสียเกิน/);
  });
  it('Laos site: Lao, with no Thai letter left in what the bank writes', async () => {
    const s = await site(true);
    expect(s.sources).toEqual(['ເຟສບຸກ', 'ກູໂກ', 'ໝູ່ແນະນຳ', 'ໄລນ໌', 'ອື່ນໆ']);
    expect(s.wheel).toBe('ວົງລໍ້ນຳໂຊກ');
    expect(s.noPrize).toBe('ເສຍໃຈນຳ');
    expect(s.prize).toBe('<p>ເຄຣດິດ 10 ບາດ</p>');
    expect(s.statement.map(description).filter(Boolean)).toContain('ລາງວັນວົງລໍ້ ເຄຣດິດ 20 ບາດ');
    expect(s.bonus).toContain('<h3>ສະມາຊິກໃໝ່ຮັບໂບນັດ 100%</h3>');
    expect(s.promotion).toContain('ຮັບເຄຣດິດເພີ່ມ <b>50 ບາດ</b>');
    expect(s.invite).toContain('ຊວນໝູ່ມາຫຼິ້ນ');
    expect(s.refund).toContain('ຄືນຍອດເສຍທຸກອາທິດ');
    expect(s.notice).toMatch(/^ຫາກເສຍເກີນ/);
    const thai = /[\u0E00-\u0E7F]/;
    const written = [s.sources, s.wheel, s.noPrize, s.prize, s.bonus, s.promotion, s.invite, s.refund, s.notice];
    expect(written.flat().filter((x) => thai.test(String(x)))).toEqual([]);
    expect(s.statement.map(description).filter((d) => d && thai.test(d))).toEqual([]);
  });
  it("Laos site: a bonus's limit names the clock as the app's Lao rules do (Lao time), not Thai time", async () => {
    await site(true);
    const banners = (await t.fresh.call(api.bonus.list)).bonuses.map((b) => b.banners.map((x) => x.html).join(''));
    const said = banners.join('');
    expect(said).toContain('ຕໍ່ມື້ (ເວລາລາວ)');
    expect(said).toContain('ຕໍ່ອາທິດ (ເລີ່ມວັນຈັນ ເວລາລາວ)');
    expect(said).not.toContain('ເວລາໄທ');
  });
  it("Laos site: a claimed coupon's entry and its prize are in Lao", async () => {
    t = setup({ laos: true });
    await t.loginAs(PERSONAS.funded);
    t.demo.controls.nextSpin('P20');
    const spun = await t.fresh.call(api.spin.spin);
    expect(spun).toMatchObject({ success: true, result: { code: 'P20', label: '20' } });
    const coupon = (await t.fresh.call(api.spin.coupons)).coupons[0]!;
    expect(coupon.prize).toEqual({ label: '20', name: 'ເຄຣດິດ 20 ບາດ' });
    await t.fresh.call(api.spin.claim, { body: { coupon: coupon._id } });
    const [top] = (await t.fresh.call(api.statement.list, { body: { page: 1, limit: 1 } })).statements;
    expect(description(top as Record<string, unknown>)).toBe('ລາງວັນວົງລໍ້ ເຄຣດິດ 20 ບາດ');
  });
  it("the support agent answers in the site's language: every reply of its script", () => {
    const text = (message: { text?: string }) => message.text;
    const postback = (payload: string) => ({ message_type: 'postback', payload: { payload } });
    const hello = { message_type: 'text', payload: 'hi' };
    expect(scriptFor(hello, { laos: false })[0]!.payload).toBe('สวัสดีค่ะ ยินดีให้บริการ มีอะไรให้ช่วยไหมคะ');
    const lao = scriptFor(hello, { laos: true });
    expect(lao[0]!.payload).toBe('ສະບາຍດີ ຍິນດີໃຫ້ບໍລິການ ມີຫຍັງໃຫ້ຊ່ວຍບໍ່');
    expect(text(lao[1]!.payload as { text?: string })).toBe('ລອງເບິ່ງຂໍ້ຄວາມແບບຕ່າງໆ ໄດ້ເລີຍເດີ້');
    expect(scriptFor({ message_type: 'media', payload: {} }, { laos: true })[0]!.payload).toBe('ໄດ້ຮັບໄຟລ໌ແລ້ວ ຂອບໃຈເດີ້');
    const every = [hello, ...['DEMO_BUTTONS', 'DEMO_IMAGE', 'DEMO_CARD', 'DEMO_UNKNOWN'].map(postback)].flatMap((m) =>
      scriptFor(m, { laos: true }),
    );
    expect(every).toHaveLength(6);
    expect(JSON.stringify(every)).not.toMatch(/[\u0E00-\u0E7F]/);
  });
});
