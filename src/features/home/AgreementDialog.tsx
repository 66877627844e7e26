import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { watched } from '../../lib/inspect';
import { useTranslation } from '../../app/useTranslation';
import { agreementMachine } from '../../../machines/agreement';
import { useServices } from '../../app/context';
import { lookupQuery } from '../../app/queries';
import { STORAGE_KEYS, storage } from '../../lib/storage';
import { Dialog } from '../../ui/Dialog';
import { SafeHtml } from '../../ui/SafeHtml';

/** The agreement modal: 1.5 s after home loads unless accepted before; confirm remembers it. */
export function AgreementDialog() {
  const { t } = useTranslation();
  const { client } = useServices();
  const actor = useActorRef(
    agreementMachine.provide({ actions: { remember: () => storage.set(STORAGE_KEYS.agreement, '1') } }),
    watched({ input: { accepted: storage.get(STORAGE_KEYS.agreement) === '1' } }));
  const open = useSelector(actor, (s) => s.matches('open'));
  // Fetched during the 1.5 s wait, so that the text is there when the modal opens and its button does not move under a tap.
  const pending = useSelector(actor, (s) => s.matches('waiting') || s.matches('open'));
  const agreements = useQuery({ ...lookupQuery(client, 'agreements'), enabled: pending });
  const confirm = () => actor.send({ type: 'CONFIRM' });
  return (
    <Dialog
      open={open}
      title={t('home.agreement.title')}
      onClose={() => actor.send({ type: 'DISMISS' })}
      footer={
        <button type="button" className="button primary" onClick={confirm}>
          {t('home.agreement.confirm')}
        </button>
      }
    >
      {agreements.data?.agreements.map((html, i) => <SafeHtml key={i} html={html} className="html-block" />)}
    </Dialog>
  );
}
