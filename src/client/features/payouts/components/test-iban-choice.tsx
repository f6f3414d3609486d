import { useTranslation } from '@/client/i18n/use-translation';
import { TEST_FAILING_IBAN, TEST_WORKING_IBAN } from '@/shared/domain/payouts';
import { Button } from '@/client/components/ui/button';
import { groupIban } from '@/client/features/payouts/utils/iban';

const CHOICES = [
  { key: 'working', iban: TEST_WORKING_IBAN, tone: 'text-green-800' },
  { key: 'failing', iban: TEST_FAILING_IBAN, tone: 'text-red-800' },
] as const;

/** The test provider's account numbers, shown (not hidden in a help text): one that works, one that fails. */
export function TestIbanChoice({ onPick }: { onPick: (iban: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50/60 p-3 text-sm" data-testid="test-ibans">
      <p className="font-medium text-gray-900">{t('payouts.onboarding.testIbans')}</p>
      <ul className="grid gap-2">
        {CHOICES.map(({ key, iban, tone }) => (
          <li key={key} className="flex flex-wrap items-center justify-between gap-2">
            <span className="grid min-w-0">
              <code className="font-mono text-[13px] break-all text-gray-900">{groupIban(iban)}</code>
              <span className={`font-medium ${tone}`}>{t(`payouts.onboarding.iban.${key}`)}</span>
            </span>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => onPick(groupIban(iban))}
              aria-label={t(`payouts.onboarding.iban.${key}Fill`)}
            >
              {t('payouts.onboarding.iban.fill')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
