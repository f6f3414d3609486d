import { useTranslation } from '@/client/i18n/use-translation';

/** A form field's error: the message is a translation key of the shared schemas, or a server text. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      {t(message, { defaultValue: message })}
    </p>
  );
}
