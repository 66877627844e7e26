// Merges the demo panel's texts into locales/*.json under the top-level "demo" key only; other keys are left as they are.
// Run: node scripts/demo-locales.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { URL } from 'node:url';

const demo = {
  th: {
    open: 'เดโม', title: 'แผงควบคุมเดโม', close: 'ปิด', scenario: 'สถานการณ์',
    scenarios: { default: 'ปกติ', terminated: 'ปิดให้บริการ', otpOff: 'ไม่ใช้ OTP', chatOff: 'ปิดแชท', laos: 'ลาว' },
    failNext: 'ทำให้คำขอถัดไปล้มเหลว', method: 'เมธอด', path: 'เส้นทาง', code: 'รหัสข้อผิดพลาด', status: 'สถานะ HTTP',
    statusAuto: 'อัตโนมัติ', arm: 'ตั้งค่าความล้มเหลว', armed: 'คำขอ {{method}} {{path}} ครั้งถัดไปจะตอบ {{code}}',
    reset: 'รีเซ็ตข้อมูลเดโม', hint: 'รหัสผ่านของทุกบัญชีคือ demo1234 และรหัส OTP คือ 123456',
  },
  la: {
    open: 'ເດໂມ', title: 'ແຜງຄວບຄຸມເດໂມ', close: 'ປິດ', scenario: 'ສະຖານະການ',
    scenarios: { default: 'ປົກກະຕິ', terminated: 'ປິດໃຫ້ບໍລິການ', otpOff: 'ບໍ່ໃຊ້ OTP', chatOff: 'ປິດແຊັດ', laos: 'ລາວ' },
    failNext: 'ເຮັດໃຫ້ຄຳຂໍຕໍ່ໄປລົ້ມເຫຼວ', method: 'ວິທີ', path: 'ເສັ້ນທາງ', code: 'ລະຫັດຂໍ້ຜິດພາດ', status: 'ສະຖານະ HTTP',
    statusAuto: 'ອັດຕະໂນມັດ', arm: 'ຕັ້ງຄ່າຄວາມລົ້ມເຫຼວ', armed: 'ຄຳຂໍ {{method}} {{path}} ຄັ້ງຕໍ່ໄປຈະຕອບ {{code}}',
    reset: 'ຣີເຊັດຂໍ້ມູນເດໂມ', hint: 'ລະຫັດຜ່ານຂອງທຸກບັນຊີແມ່ນ demo1234 ແລະ ລະຫັດ OTP ແມ່ນ 123456',
  },
  en: {
    open: 'Demo', title: 'Demo controls', close: 'Close', scenario: 'Scenario',
    scenarios: { default: 'Default', terminated: 'Service terminated', otpOff: 'OTP off', chatOff: 'Chat off', laos: 'Laos' },
    failNext: 'Fail the next call', method: 'Method', path: 'Path', code: 'Error code', status: 'HTTP status',
    statusAuto: 'automatic', arm: 'Arm failure', armed: 'The next {{method}} {{path}} answers {{code}}',
    reset: 'Reset demo data', hint: 'Every demo account uses the password demo1234; the OTP code is 123456.',
  },
};

for (const [lang, texts] of Object.entries(demo)) {
  const file = new URL(`../locales/${lang}.json`, import.meta.url);
  const json = JSON.parse(readFileSync(file, 'utf8'));
  json.demo = texts;
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}
