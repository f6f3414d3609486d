import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@/shared/schemas/contact';
import { api } from '@/client/lib/api-client';

export interface ContactReceipt {
  id: number;
  /** The server's thank-you text, in the request's language. */
  message: string;
}

/** POST /api/contact: the server stores the message and e-mails support. */
export function sendContactMessage(input: ContactInput): Promise<ContactReceipt> {
  return api<ContactReceipt>('POST', '/api/contact', input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
