import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/contracts';
import { formatAccountNo, formatDateTime, shortId } from '../../lib/format';
import { bankName } from '../../lib/names';
import { useServices } from '../../services/context';
import { CopyButton } from '../../ui/CopyButton';
import { Spinner } from '../../ui/Spinner';
import { usePicker } from '../../ui/usePicker';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/** /user/profile: who the member is and the bank account, and the lock that changes the password. */
export default function ProfilePage() {
  const { t, i18n } = useTranslation();
  const { client } = useServices();
  const profile = useQuery({ queryKey: ['profile'], queryFn: () => client.call(api.account.profile) });
  const dialog = usePicker();
  const open = useSelector(dialog, (s) => s.hasTag('open'));
  const data = profile.data;
  const row = (label: string, value: ReactNode, testId?: string) => (
    <div className="profile-row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <main className="home">
      <div className="row">
        <h1>{t('profile.title')}</h1>
        {/* The lock says what it does (docs/product.md#screen-profile): its words beside it, not only to a reader. */}
        <button type="button" className="button small" onClick={() => dialog.send({ type: 'OPEN', id: 'password' })}>
          <svg
            aria-hidden="true"
            className="inline-icon"
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <rect x="5" y="11" width="14" height="10" rx="2" />
            <path d="M8 11V7a4 4 0 0 1 8 0v4" />
          </svg>{' '}
          {t('password.title')}
        </button>
      </div>
      {/* A failed load only hides the loader (docs/product.md#error-display). */}
      {profile.isPending && <Spinner />}
      {profile.isError && (
        <button type="button" className="button" onClick={() => void profile.refetch()}>
          {t('common.retry')}
        </button>
      )}
      {data && (
        <>
          <section className="card" aria-labelledby="profile-me">
            <h2 id="profile-me" className="whole" data-whole>
              {data.profile.name}
            </h2>
            <dl className="profile-list whole" data-whole>
              {/* The id short, to read out; copied whole (docs/product.md#screen-profile). */}
              {row(
                t('profile.id'),
                <span className="profile-id">
                  <span title={data.profile._id} data-testid="member-id">
                    {shortId(data.profile._id)}
                  </span>
                  <CopyButton text={data.profile._id} label={t('profile.id')} />
                </span>,
              )}
              {row(t('profile.createdAt'), formatDateTime(data.profile.createdAt))}
            </dl>
            <div className="field">
              <label htmlFor="profile-username">{t('profile.username')}</label>
              <input id="profile-username" readOnly value={data.profile.username} />
            </div>
          </section>
          <section className="card" aria-labelledby="profile-bank">
            <h2 id="profile-bank">{t('profile.bank')}</h2>
            <dl className="profile-list whole" data-whole>
              {row(t('profile.bankAccountName'), data.bankAccount.bankAccountName)}
              {row(t('profile.bankName'), bankName(data.bankAccount.bank, i18n.language))}
              {row(t('profile.bankAccountNo'), formatAccountNo(data.bankAccount.bankAccountNo), 'bank-account-no')}
            </dl>
          </section>
        </>
      )}
      {open && <ChangePasswordDialog onClose={() => dialog.send({ type: 'CLOSE' })} />}
    </main>
  );
}
