import { useTranslation } from '@/client/i18n/use-translation';
import { fieldAria, FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import type { EditorLook } from './editor-look';
import type { ListingFormApi } from './listing-form-values';

type MoneyField = 'pricePerDay' | 'value' | 'damageDeposit';

/** An amount in zł: typed as text so that both 12.50 and 12,50 work; the shared schema parses it. */
function MoneyInput({ form, name, id }: { form: ListingFormApi; name: MoneyField; id: string }) {
  const error = form.formState.errors[name]?.message;
  return (
    <div className="relative">
      <Input
        {...fieldAria(id, error)}
        inputMode="decimal"
        autoComplete="off"
        className="pr-10"
        placeholder="0,00"
        {...form.register(name)}
      />
      <span
        className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-gray-700"
        aria-hidden
      >
        zł
      </span>
    </div>
  );
}

/** Price per day, the item's value and the damage deposit, in zł (the deposit on creation too: issue 20 §5). */
export function PriceFields({ form, look }: { form: ListingFormApi; look: EditorLook }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const creating = look.mode === 'create';
  const fields: { name: MoneyField; id: string; label: string; hint?: string }[] = [
    { name: 'pricePerDay', id: look.id('price'), label: t(look.label('pricePerDay')) },
    {
      name: 'value',
      id: look.id('value'),
      label: t(look.label('value')),
      hint: creating ? t('listing.valueHint') : undefined,
    },
  ];
  fields.push({
    name: 'damageDeposit',
    id: look.id('deposit'),
    label: t(look.label('damageDeposit')),
    hint: creating ? t('listing.damageDepositHint') : undefined,
  });
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      {fields.map(({ name, id, label, hint }) => (
        <FormField
          key={name}
          id={id}
          label={label}
          error={errors[name]?.message}
          className="content-start"
          hint={hint ? <p className="text-xs text-gray-700">{hint}</p> : undefined}
        >
          <MoneyInput form={form} name={name} id={id} />
        </FormField>
      ))}
    </div>
  );
}
