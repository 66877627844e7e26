import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { isoDate, okSchema } from './common';

export const MESSAGE_TYPES = ['text', 'buttons', 'media', 'quick_replies', 'generic', 'postback'] as const;

export const chatButtonSchema = z.object({ title: z.string(), type: z.string(), payload: z.string() });
export const mediaPayloadSchema = z.object({
  message: z.optional(z.string()),
  url: z.optional(z.boolean()),
  fileType: z.enum(['image', 'video', 'file']),
  filePath: z.string(),
});
export const conversationSchema = z.object({
  sender: z.string(),
  /** `payload` depends on `message_type`; unknown types are shown as unknown. */
  message: z.object({ message_type: z.string(), payload: z.unknown() }),
  userId: z.nullable(z.string()),
  guestId: z.nullable(z.string()),
  username: z.nullable(z.string()),
  name: z.nullable(z.string()),
  deviceToken: z.nullable(z.string()),
  createdAt: z.optional(isoDate),
  session_id: z.nullable(z.string()),
});

const who = z.object({ userId: z.nullable(z.string()), guestId: z.nullable(z.string()) });

export const chat = {
  config: endpoint({ method: 'GET', path: '/api/chat/config', auth: false, request: undefined, response: z.object({ PREFIX: z.string() }) }),
  send: endpoint({ method: 'POST', path: '/api/chat/send-message', auth: false, request: conversationSchema,
    response: z.object({ createdAt: isoDate }) }),
  history: endpoint({ method: 'POST', path: '/api/chat/history', auth: false,
    request: z.extend(who, { limit: z.int().check(z.minimum(1)), skip: z.int().check(z.minimum(0)) }),
    response: z.object({ conversations: z.array(conversationSchema) }) }),
  uploadImage: endpoint({ method: 'POST', path: '/api/chat/upload-image', auth: false, multipart: true, timeoutMs: 300_000,
    request: undefined, response: z.object({ path: z.string() }) }),
  uploadVideo: endpoint({ method: 'POST', path: '/api/chat/upload-video', auth: false, multipart: true, timeoutMs: 300_000,
    request: undefined, response: z.object({ path: z.string() }) }),
  readCustomer: endpoint({ method: 'PUT', path: '/api/chat/read-customer/', auth: false, request: who, response: okSchema }),
};

export type Conversation = z.infer<typeof conversationSchema>;
