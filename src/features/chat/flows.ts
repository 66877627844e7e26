import { useActorRef } from '@xstate/react';
import { chatMachine } from '../../../machines/chat';
import type { ChatIdentity } from '../../../machines/chatConversation';
import { watched } from '../../lib/inspect';
import { pollingSocket, realSocket, socketActor } from '../../services/chatSocket';
import { useServices } from '../../services/context';
import { chatActors, historyPage } from './actors';

/** The support chat of one member or guest (`who`), joined as `joinId`: its calls and its socket. */
export function useChat(who: ChatIdentity, joinId: string) {
  const { client, config, chatSocket, session } = useServices();
  return useActorRef(
    chatMachine.provide({
      actors: {
        ...chatActors(client),
        // The demo's socket, socket.io to the chat backend, or else the newest history every 5 s.
        socket: socketActor(
          chatSocket ??
            (config.chatSocketUrl
              ? realSocket(config.chatSocketUrl)
              : pollingSocket(() => historyPage(client, who, 0))),
          // A member's socket says whose session it is; a guest's says nothing.
          () => (who.userId ? session.getSnapshot().context.token : null),
        ),
      },
    }),
    watched({ input: { who, joinId } }),
  );
}
