/* global document, location, indexedDB */
// The demo bank's slip page (mirage/slipPictures.ts): the picture kept for the slip `ref`, from the phone's IndexedDB
// (the store's names are mirage/slipPictures.ts's SLIP_PICTURES). The query is never HTML: text goes as textContent.
const query = new URLSearchParams(location.search);
const reference = query.get('ref') || '';
const lang = query.get('lang') === 'la' ? 'la' : 'th';
const WORDS = {
  th: { picture: 'ภาพสลิป', missing: 'ธนาคารเดโมไม่มีภาพของสลิปนี้ในโทรศัพท์เครื่องนี้' },
  la: { picture: 'ຮູບສະລິບ', missing: 'ທະນາຄານເດໂມບໍ່ມີຮູບຂອງສະລິບນີ້ຢູ່ໃນໂທລະສັບເຄື່ອງນີ້' },
}[lang];
document.documentElement.lang = lang;
document.title = `${WORDS.picture} ${reference}`;
document.getElementById('reference').textContent = reference;

function missing() {
  const p = document.getElementById('missing');
  p.textContent = WORDS.missing;
  p.hidden = false;
}

function show(picture) {
  if (!(picture instanceof Blob)) return missing();
  const img = document.getElementById('picture');
  img.alt = `${WORDS.picture} ${reference}`;
  img.src = URL.createObjectURL(picture);
  img.hidden = false;
}

try {
  const opening = indexedDB.open('wallet.demo.slips', 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore('pictures');
  opening.onerror = missing;
  opening.onsuccess = () => {
    const db = opening.result;
    const request = db.transaction('pictures', 'readonly').objectStore('pictures').get(reference);
    request.onsuccess = () => show(request.result);
    request.onerror = missing;
    // Nothing held open: the bank may empty its store (a reset) while this page is still there.
    request.transaction.oncomplete = () => db.close();
  };
} catch {
  missing();
}
