import { useActorRef } from '@xstate/react';
import { changePasswordMachine } from '../../../machines/changePassword';
import { watched } from '../../lib/inspect';
import { useServices } from '../../services/context';
import { changePasswordActors } from './actors';

/** The change-password form: its checks and its call. */
export function useChangePassword() {
  const { client } = useServices();
  return useActorRef(changePasswordMachine.provide({ actors: changePasswordActors(client) }), watched());
}
