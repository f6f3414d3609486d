import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@/shared/schemas/contact';
import { api } from '@/client/lib/api-client';

export interface ContactReceipt {
  id: number;
  /** The message's reference number ("KW-000123"), also in the acknowledgement e-mailed to the sender. */
  reference: string;
  /** The server's thank-you text with the reference number, in the request's language. */
  message: string;
}

/** POST /api/contact: the server stores the message, e-mails support and acknowledges it to the sender. */
export function sendContactMessage(input: ContactInput): Promise<ContactReceipt> {
  return api<ContactReceipt>('POST', '/api/contact', input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
