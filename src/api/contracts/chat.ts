import { z } from 'zod/mini';
import { isoDate, okSchema } from './common';
import { endpoint } from './endpoint';

export const MESSAGE_TYPES = ['text', 'buttons', 'media', 'quick_replies', 'generic', 'postback'] as const;

export const chatButtonSchema = z.lazy(() => z.object({ title: z.string(), type: z.string(), payload: z.string() }));
export const mediaPayloadSchema = z.lazy(() =>
  z.object({
    message: z.optional(z.string()),
    url: z.optional(z.boolean()),
    fileType: z.enum(['image', 'video', 'file']),
    filePath: z.string(),
  }),
);
export const conversationSchema = z.lazy(() =>
  z.object({
    _id: z.optional(z.string()),
    sender: z.string(),
    /** `payload` depends on `message_type`; unknown types are shown as unknown. */
    message: z.object({ message_type: z.string(), payload: z.unknown() }),
    // Who and where from: the widget sends them all; in answers it reads none, so a backend may leave them out.
    userId: z.nullish(z.string()),
    guestId: z.nullish(z.string()),
    username: z.nullish(z.string()),
    name: z.nullish(z.string()),
    deviceToken: z.nullish(z.string()),
    createdAt: z.optional(isoDate),
    session_id: z.nullish(z.string()),
  }),
);

/** A conversation pushed by the socket's `messaging` event: what the widget needs of it. */
export const incomingSchema = z.lazy(() =>
  z.object({
    sender: z.string(),
    message: z.object({ message_type: z.string(), payload: z.unknown() }),
    createdAt: z.optional(isoDate),
    _id: z.optional(z.string()),
  }),
);

/** The payloads the widget draws, by message type; one that does not parse is shown as unsupported. */
export const buttonsPayload = z.lazy(() =>
  z.object({ text: z.optional(z.string()), buttons: z.array(chatButtonSchema) }),
);
export const quickRepliesPayload = z.lazy(() =>
  z.object({ text: z.optional(z.string()), quick_replies: z.array(chatButtonSchema) }),
);
export const genericPayload = z.lazy(() =>
  z.object({
    elements: z.array(
      z.object({
        title: z.string(),
        subtitle: z.optional(z.string()),
        image_url: z.optional(z.string()),
        buttons: z.optional(z.array(chatButtonSchema)),
      }),
    ),
  }),
);
export const postbackPayload = z.lazy(() => z.object({ title: z.string(), payload: z.string() }));

/**
 * Who the chat is with: a member's id or a guest's. A member's calls carry the session's token, which the server reads
 * the member from (`memberOrGuest`); the id here only says which of the two the call is.
 */
const who = () => ({ userId: z.nullable(z.string()), guestId: z.nullable(z.string()) });

export const chat = {
  config: endpoint({
    method: 'GET',
    path: '/api/chat/config',
    auth: false,
    request: undefined,
    response: () => z.object({ PREFIX: z.string() }),
  }),
  /** Idempotent: a retry of a message carries its first key, so the server keeps one message. */
  send: endpoint({
    method: 'POST',
    path: '/api/chat/send-message',
    auth: false,
    memberOrGuest: true,
    idempotent: true,
    request: () => conversationSchema,
    response: () => z.object({ createdAt: isoDate }),
  }),
  history: endpoint({
    method: 'POST',
    path: '/api/chat/history',
    auth: false,
    memberOrGuest: true,
    request: () => z.object({ ...who(), limit: z.int().check(z.minimum(1)), skip: z.int().check(z.minimum(0)) }),
    response: () => z.object({ conversations: z.array(conversationSchema) }),
  }),
  uploadImage: endpoint({
    method: 'POST',
    path: '/api/chat/upload-image',
    auth: false,
    memberOrGuest: true,
    multipart: true,
    timeoutMs: 300_000,
    request: undefined,
    response: () => z.object({ path: z.string() }),
  }),
  uploadVideo: endpoint({
    method: 'POST',
    path: '/api/chat/upload-video',
    auth: false,
    memberOrGuest: true,
    multipart: true,
    timeoutMs: 300_000,
    request: undefined,
    response: () => z.object({ path: z.string() }),
  }),
  readCustomer: endpoint({
    method: 'PUT',
    path: '/api/chat/read-customer/',
    auth: false,
    memberOrGuest: true,
    request: () => z.object(who()),
    response: () => okSchema,
  }),
};

export type Conversation = z.infer<typeof conversationSchema>;
export type ChatButton = z.infer<typeof chatButtonSchema>;
