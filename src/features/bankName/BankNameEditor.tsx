import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '../../api/contracts/account';
import { Dialog } from '../../ui/Dialog';
import { ErrorBanner } from '../../ui/ErrorText';
import { Field } from '../../ui/Field';
import { BankAccountBox } from './BankAccountBox';
import { useBankNameEdit } from './flows';

/**
 * The bank account box with its name editor; after a save the copy button is clicked 1 s later. `asked`: another
 * dialog's way forward asks for the editor (a withdrawal waiting for the name); it opens as its own button opens it,
 * and `onAsked` says the ask is taken.
 */
export function BankNameEditor({
  bank,
  asked = false,
  onAsked,
}: {
  bank: BankAccount;
  asked?: boolean;
  onAsked?: () => void;
}) {
  const { t } = useTranslation();
  const actor = useBankNameEdit(bank.bankCode);
  const state = useSelector(actor, (s) => s);
  const open = state.hasTag('open');
  const edit = () => actor.send({ type: 'OPEN', name: bank.bankAccountName });
  useEffect(() => {
    if (!asked) return;
    edit();
    onAsked?.();
    // The ask alone opens it: a new name or callback is not a new ask.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);
  return (
    <>
      <BankAccountBox bank={bank} onEdit={edit} />
      <Dialog open={open} title={t('bankName.title')} onClose={() => actor.send({ type: 'CANCEL' })}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'SUBMIT' });
          }}
        >
          <p>{t('bankName.explain')}</p>
          <Field
            label={t('bankName.label')}
            value={state.context.name}
            onValue={(value) => actor.send({ type: 'CHANGE', value })}
            error={state.context.errors.bankAccountName}
            autoCapitalize="characters"
          />
          <ErrorBanner code={state.context.serverError} />
          <button type="submit" className="button primary block" disabled={state.hasTag('saving')}>
            {state.hasTag('saving') ? t('common.wait') : t('common.save')}
          </button>
        </form>
      </Dialog>
    </>
  );
}
