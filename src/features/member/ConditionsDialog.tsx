import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { codeOf } from '../../../machines/errors';
import { useServices } from '../../services/context';
import { lookupQuery } from '../../services/queries';
import { Dialog } from '../../ui/Dialog';
import { ErrorBanner } from '../../ui/ErrorText';
import { hasContent, SafeHtml } from '../../ui/SafeHtml';
import { Spinner } from '../../ui/Spinner';

/** The blocks with something to read (a module-level function: the query runs it once per answer, not per render). */
const readable = ({ conditions }: { conditions: string[] }) => conditions.filter(hasContent);

/**
 * The conditions modal of the bottom menu: the server's HTML blocks, sanitised. A broken answer, or one with nothing
 * to read, shows the error with a retry (never an empty dialog that looks complete); the footer comes with the text.
 */
export function ConditionsDialog({
  open,
  onClose,
  footer,
}: {
  open: boolean;
  onClose: () => void;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const { client } = useServices();
  const conditions = useQuery({ ...lookupQuery(client, 'conditions'), enabled: open, select: readable });
  const blocks = conditions.data ?? [];
  const error = conditions.isError
    ? codeOf(conditions.error)
    : conditions.isSuccess && blocks.length === 0
      ? 'NO_DATA'
      : null;
  return (
    <Dialog open={open} title={t('member.conditionsTitle')} onClose={onClose} footer={blocks.length > 0 && footer}>
      {conditions.isFetching && blocks.length === 0 && <Spinner />}
      {error && !conditions.isFetching && (
        <>
          <ErrorBanner code={error} />
          <button type="button" className="button" onClick={() => void conditions.refetch()}>
            {t('common.retry')}
          </button>
        </>
      )}
      {blocks.map((html, i) => (
        <SafeHtml key={i} html={html} className="html-block" />
      ))}
    </Dialog>
  );
}
