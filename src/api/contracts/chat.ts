import { z } from 'zod';
import { endpoint } from './endpoint';
import { isoDate, okSchema } from './common';

export const MESSAGE_TYPES = ['text', 'buttons', 'media', 'quick_replies', 'generic', 'postback'] as const;

export const chatButtonSchema = z.object({ title: z.string(), type: z.string(), payload: z.string() });
export const mediaPayloadSchema = z.object({
  message: z.string().optional(),
  url: z.boolean().optional(),
  fileType: z.enum(['image', 'video', 'file']),
  filePath: z.string(),
});
export const conversationSchema = z.object({
  sender: z.string(),
  /** `payload` depends on `message_type`; unknown types are shown as unknown. */
  message: z.object({ message_type: z.string(), payload: z.unknown() }),
  userId: z.string().nullable(),
  guestId: z.string().nullable(),
  username: z.string().nullable(),
  name: z.string().nullable(),
  deviceToken: z.string().nullable(),
  createdAt: isoDate.optional(),
  session_id: z.string().nullable(),
});

const who = z.object({ userId: z.string().nullable(), guestId: z.string().nullable() });

export const chat = {
  config: endpoint({ method: 'GET', path: '/api/chat/config', auth: false, request: undefined, response: z.object({ PREFIX: z.string() }) }),
  send: endpoint({ method: 'POST', path: '/api/chat/send-message', auth: false, request: conversationSchema,
    response: z.object({ createdAt: isoDate }) }),
  history: endpoint({ method: 'POST', path: '/api/chat/history', auth: false,
    request: who.extend({ limit: z.number().int().min(1), skip: z.number().int().min(0) }),
    response: z.object({ conversations: z.array(conversationSchema) }) }),
  uploadImage: endpoint({ method: 'POST', path: '/api/chat/upload-image', auth: false, multipart: true, timeoutMs: 300_000,
    request: undefined, response: z.object({ path: z.string() }) }),
  uploadVideo: endpoint({ method: 'POST', path: '/api/chat/upload-video', auth: false, multipart: true, timeoutMs: 300_000,
    request: undefined, response: z.object({ path: z.string() }) }),
  readCustomer: endpoint({ method: 'PUT', path: '/api/chat/read-customer/', auth: false, request: who, response: okSchema }),
};

export type Conversation = z.infer<typeof conversationSchema>;
