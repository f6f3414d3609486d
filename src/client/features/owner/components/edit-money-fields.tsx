import { useTranslation } from 'react-i18next';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { ListingEditForm } from './listing-edit-form-api';

type MoneyField = 'pricePerDay' | 'value' | 'damageDeposit';

/** Price per day, the item's value and the damage deposit, in zł (typed as text: 12.50 and 12,50 both work). */
export function EditMoneyFields({ form }: { form: ListingEditForm }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const fields: { name: MoneyField; id: string; label: string }[] = [
    { name: 'pricePerDay', id: 'edit-price', label: t('owner.fields.pricePerDay') },
    { name: 'value', id: 'edit-value', label: t('owner.fields.value') },
    { name: 'damageDeposit', id: 'edit-deposit', label: t('owner.fields.damageDeposit') },
  ];
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      {fields.map(({ name, id, label }) => (
        <FormField key={name} id={id} label={label} error={errors[name]?.message} className="content-start">
          <div className="relative">
            <Input {...fieldAria(id, errors[name]?.message)} inputMode="decimal" autoComplete="off" className="pr-10" placeholder="0,00" {...form.register(name)} />
            <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-gray-700" aria-hidden>
              zł
            </span>
          </div>
        </FormField>
      ))}
    </div>
  );
}
