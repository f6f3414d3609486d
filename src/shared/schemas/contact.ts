import { z } from 'zod';
import { CONTACT_SUBJECTS } from '@/shared/constants/contact';
import { requiredText } from './common';

export const contactSchema = z.object({
  name: requiredText('validation.nameRequired', 100),
  email: z.string({ error: 'validation.email' }).trim().max(254, 'validation.email').pipe(z.email('validation.email')),
  subject: z.enum(CONTACT_SUBJECTS, { error: 'validation.subjectRequired' }),
  message: requiredText('validation.messageRequired', 5000),
});
export type ContactInput = z.infer<typeof contactSchema>;
