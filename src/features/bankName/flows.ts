import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { bankNameEditMachine } from '../../../machines/bankNameEdit';
import { watched } from '../../lib/inspect';
import { useServices } from '../../services/context';
import { WALLET_KEY } from '../../services/queries';
import { useCopy } from '../../ui/CopyButton';
import { toast } from '../../ui/toast';
import { bankNameActors } from './actors';

/** The bank name's edit: saved (said, and the wallet read again), then the new name copied 1 s later. */
export function useBankNameEdit(bankCode: string) {
  const { t } = useTranslation();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const copy = useCopy();
  return useActorRef(
    bankNameEditMachine.provide({
      actors: bankNameActors(client, bankCode),
      actions: {
        apply: () => {
          toast.success(t('common.saved'));
          void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
        },
        clickCopy: (_, { name }) => void copy(name),
      },
    }),
    watched(),
  );
}
