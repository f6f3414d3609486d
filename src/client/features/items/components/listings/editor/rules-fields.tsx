import { MAX_DAYS_LIMIT, NOTICE_DAYS } from '@/shared/domain/calendar';
import { useTranslation } from '@/client/i18n/use-translation';
import { fieldAria, FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import type { EditorLook } from './editor-look';
import type { ListingFormApi } from './listing-form-values';

/** The renter's rules (issue 26 §1): the shortest and longest rental in days, and the notice before its start. */
export function RulesFields({ form, look }: { form: ListingFormApi; look: EditorLook }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const notice = look.id('notice');
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      {(['minDays', 'maxDays'] as const).map((name) => {
        const id = look.id(name === 'minDays' ? 'min-days' : 'max-days');
        const error = errors[name]?.message;
        return (
          <FormField key={name} id={id} label={t(`listing.${name}`)} error={error} className="content-start">
            <Input
              {...fieldAria(id, error)}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_DAYS_LIMIT}
              {...form.register(name)}
            />
          </FormField>
        );
      })}
      <FormField
        id={notice}
        label={t('listing.notice')}
        error={errors.noticeDays?.message}
        className="content-start"
        hint={<p className="text-xs text-gray-700">{t('listing.noticeHint')}</p>}
      >
        <NativeSelect {...fieldAria(notice, errors.noticeDays?.message)} {...form.register('noticeDays')}>
          {NOTICE_DAYS.map((n) => (
            <option key={n} value={String(n)}>
              {t(`listing.noticeOption.${n}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  );
}
