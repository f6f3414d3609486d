import type { Resolver, UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ContactSubject } from '@/shared/constants/contact';
import { contactSchema, type ContactInput } from '@/shared/schemas/contact';

/** What the form holds: like the request, but the subject may still be unchosen (''), which the schema rejects. */
export type ContactFormValues = Omit<ContactInput, 'subject'> & { subject: ContactSubject | '' };
export type ContactFormApi = UseFormReturn<ContactFormValues, unknown, ContactInput>;

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', subject: '', message: '' };

/** The shared schema validates the form; '' fails its subject enum with 'validation.subjectRequired'. */
export const contactResolver = zodResolver(contactSchema) as unknown as Resolver<
  ContactFormValues,
  unknown,
  ContactInput
>;
