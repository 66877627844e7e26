import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../app/useTranslation';
import { useServices } from '../../app/context';
import { lookupQuery } from '../../app/queries';
import { Dialog } from '../../ui/Dialog';
import { useErrorText, codeOfError } from '../../ui/ErrorText';
import { SafeHtml } from '../../ui/SafeHtml';
import { Spinner } from '../../ui/Spinner';

/** The conditions modal of the bottom menu: the server's HTML blocks, sanitised. */
export function ConditionsDialog({ open, onClose, footer }: { open: boolean; onClose: () => void; footer?: ReactNode }) {
  const { t } = useTranslation();
  const { client } = useServices();
  const conditions = useQuery({ ...lookupQuery(client, 'conditions'), enabled: open });
  const errorText = useErrorText();
  return (
    <Dialog open={open} title={t('member.conditionsTitle')} onClose={onClose} footer={footer}>
      {conditions.isPending && <Spinner />}
      {conditions.isError && <p role="alert">{errorText(codeOfError(conditions.error))}</p>}
      {conditions.data?.conditions.map((html, i) => <SafeHtml key={i} html={html} className="html-block" />)}
    </Dialog>
  );
}
