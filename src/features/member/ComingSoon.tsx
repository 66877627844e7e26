import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';

/** A feature that comes in a later release: a clear page, never a dead link. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <main className="card">
      <h1>{t('member.coming.title')}</h1>
      <p>{t('member.coming.body')}</p>
    </main>
  );
}

export function ComingDialog({ open, title, onClose }: { open: boolean; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={title} onClose={onClose} footer={<button type="button" className="button primary" onClick={onClose}>{t('common.ok')}</button>}>
      <p>{t('member.coming.body')}</p>
    </Dialog>
  );
}
