import { Check, X } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { PASSWORD_RULES, passwordStrength, type PasswordStrength } from '@/shared/domain/password';
import { cn } from '@/client/lib/cn';

const BAR: Record<PasswordStrength, string> = {
  weak: 'w-1/3 bg-red-600',
  medium: 'w-2/3 bg-amber-500',
  strong: 'w-full bg-brand-600',
};
const TEXT: Record<PasswordStrength, string> = {
  weak: 'text-red-700',
  medium: 'text-amber-800',
  strong: 'text-brand-700',
};

/** The five requirements of spec 01 §5, each marked met or not while typing, and a weak/medium/strong meter. */
export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  const { t } = useTranslation();
  const strength = passwordStrength(password);
  return (
    <div id={id} className="grid gap-2 rounded-md bg-gray-50 p-3 text-sm">
      <div className="flex items-center gap-3">
        <div className="h-2 flex-1 overflow-hidden rounded-full bg-gray-200" aria-hidden>
          <div className={cn('h-full rounded-full transition-all', password ? BAR[strength] : 'w-0')} />
        </div>
        <p
          className={cn('font-medium', TEXT[strength])}
          data-testid="password-strength"
          data-strength={strength}
          aria-live="polite"
        >
          {t('password.strengthLabel')}: {t(`password.strength.${strength}`)}
        </p>
      </div>
      <p className="text-gray-700">{t('password.requirementsTitle')}</p>
      <ul className="grid gap-1">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li
              key={rule.id}
              data-rule={rule.id}
              data-met={met}
              className={cn('flex items-center gap-2', met ? 'text-brand-700' : 'text-gray-700')}
            >
              {met ? (
                <Check className="h-4 w-4 shrink-0" aria-hidden />
              ) : (
                <X className="h-4 w-4 shrink-0 text-gray-500" aria-hidden />
              )}
              <span>{t(`password.rules.${rule.id}`)}</span>
              <span className="sr-only">({met ? t('password.met') : t('password.unmet')})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
