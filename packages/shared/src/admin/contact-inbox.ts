import { z } from "zod";
import { pageQuery } from "./query";

/** Contact messages per page of the inbox. */
export const CONTACT_INBOX_PAGE_SIZE = 20;

export const contactInboxQuerySchema = z.object({ page: pageQuery });
export type ContactInboxQuery = z.infer<typeof contactInboxQuerySchema>;

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: z.string(),
  is_read: z.boolean(),
  /** The sender's account when they were signed in, else null. */
  username: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** GET /admin/api/contact/: newest first. */
export const contactInboxSchema = z.object({
  messages: z.array(inboxMessageSchema),
  page: z.number().int(),
  page_count: z.number().int(),
  total: z.number().int(),
  unread: z.number().int(),
});
export type ContactInbox = z.infer<typeof contactInboxSchema>;

/** POST /admin/api/contact/{id}/read/ */
export const contactReadRequestSchema = z.object({
  read: z.boolean({ error: "read must be true or false." }),
});
export type ContactReadRequest = z.infer<typeof contactReadRequestSchema>;

export const contactReadSchema = z.object({ message: inboxMessageSchema, unread: z.number().int() });
export type ContactRead = z.infer<typeof contactReadSchema>;
