import { useTranslation } from '@/client/i18n/use-translation';
import { Input } from '@/client/components/ui/input';
import { fieldAria, FormField } from '@/client/components/ui/form-field';
import type { ContactFormApi } from './contact-form-values';

/** The name or e-mail input of the contact form. */
export function ContactTextInput({
  name,
  form,
  type = 'text',
  autoComplete,
}: {
  name: 'name' | 'email';
  form: ContactFormApi;
  type?: string;
  autoComplete: string;
}) {
  const { t } = useTranslation();
  const id = `contact-${name}`;
  const error = form.formState.errors[name]?.message;
  return (
    <FormField id={id} label={t(`contact.${name}`)} error={error}>
      <Input
        {...fieldAria(id, error)}
        type={type}
        autoComplete={autoComplete}
        placeholder={t(`contact.${name}Placeholder`)}
        {...form.register(name)}
      />
    </FormField>
  );
}
