import { Clock } from 'lucide-react';
import { MODERATE_FLEXIBILITY_MIN_HOURS } from '@/shared/constants/listing';
import {
  handoverChoices,
  handoverProblem,
  handoverProblemMessage,
  type HandoverSettings,
} from '@/shared/domain/handover-times';
import { useTranslation } from '@/client/i18n/use-translation';
import { NativeSelect } from '@/client/components/ui/native-select';

// The booking panel loads this module after its first paint, with the rule it needs besides the pickers.
export { defaultHandoverTimes, handoverProblem } from '@/shared/domain/handover-times';

export interface HandoverTimes {
  pickupTime: string;
  returnTime: string;
}

/**
 * The booking panel's pickup and return times (issue 26 §3), as the listing's flexibility allows them: the owner's
 * hours (low), the owner's step (moderate) or full hours (high), with the rule said in words. Once the days are chosen
 * the shared rule checks them as the server will; `refused` is the server's own HANDOVER_TIME message.
 */
export function HandoverTimeFields({
  item,
  times,
  onChange,
  dates,
  refused,
}: {
  item: HandoverSettings;
  times: HandoverTimes;
  onChange: (times: HandoverTimes) => void;
  dates: { startDate: string; endDate: string } | null;
  refused: string | null;
}) {
  const { t } = useTranslation();
  const choices = handoverChoices(item);
  const problem = dates && handoverProblem(item, { ...dates, ...times });
  const message = problem && handoverProblemMessage(item, problem.rule);
  const rule = t(`handoverTimes.rule.${item.flexibility}`, {
    from: item.handoverFrom,
    to: item.handoverTo,
    step: item.handoverStepMinutes,
    hours: MODERATE_FLEXIBILITY_MIN_HOURS,
  });
  const alert = message ? t(message.key, message.vars) : refused;
  const select = (name: keyof HandoverTimes, label: string) => {
    const id = `booking-${name === 'pickupTime' ? 'pickup' : 'return'}-time`;
    const wrong = problem?.field === name;
    return (
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium text-gray-900">
          {label}
        </label>
        <NativeSelect
          id={id}
          value={times[name]}
          aria-invalid={wrong || undefined}
          aria-describedby={wrong || (refused && !problem) ? 'booking-times-alert' : 'booking-times-rule'}
          onChange={(e) => onChange({ ...times, [name]: e.target.value })}
        >
          {/* A time not among the choices (a changed listing) stays visible until another is picked. */}
          {!choices.includes(times[name]) && <option value={times[name]}>{times[name]}</option>}
          {choices.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect>
      </div>
    );
  };
  return (
    <fieldset className="grid gap-2" data-testid="booking-times">
      <legend className="mb-1 flex items-center gap-1.5 text-sm font-semibold text-gray-900">
        <Clock className="h-4 w-4 text-brand-700" aria-hidden />
        {t('handoverTimes.title')}
      </legend>
      <div className="grid grid-cols-2 gap-3">
        {select('pickupTime', t('handoverTimes.pickup'))}
        {select('returnTime', t('handoverTimes.return'))}
      </div>
      <p id="booking-times-rule" className="text-xs text-gray-700">
        {rule} {t('handoverTimes.pricePerDay')}
      </p>
      {alert && (
        <p id="booking-times-alert" role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
          {alert}
        </p>
      )}
    </fieldset>
  );
}
