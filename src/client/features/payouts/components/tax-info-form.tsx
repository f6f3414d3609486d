import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/client/i18n/use-translation';
import { taxInfoFormSchema, type TaxInfoAnswer, type TaxInfoInput } from '@/shared/schemas/dac7';
import { Button } from '@/client/components/ui/button';
import { fieldAria, FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { useSaveTaxInfo } from '@/client/features/payouts/api/save-tax-info';
import { todayInPoland } from '@/client/features/payouts/utils/dates';

type Field =
  | 'firstName'
  | 'lastName'
  | 'dateOfBirth'
  | 'taxNumber'
  | 'companyName'
  | 'nip'
  | 'krs'
  | 'regon'
  | 'street'
  | 'postalCode'
  | 'city'
  | 'country';
type Values = { kind: 'individual' | 'business' } & Record<Field, string>;

/** The flat form as the API's body: the address nested, the other kind's fields left out. */
function toBody(v: Values): TaxInfoInput {
  const address = { street: v.street, postalCode: v.postalCode, city: v.city, country: v.country };
  return v.kind === 'individual'
    ? {
        kind: v.kind,
        firstName: v.firstName,
        lastName: v.lastName,
        dateOfBirth: v.dateOfBirth,
        taxNumber: v.taxNumber,
        address,
      }
    : { kind: v.kind, companyName: v.companyName, nip: v.nip, krs: v.krs, regon: v.regon, address };
}

/** A field of the body (address.postalCode) as the flat form names it (postalCode). */
const fieldOf = (path: string) => path.split('.').pop() as Field;

/** The server's schema, run in the browser for fast feedback: its message keys go under the flat fields. */
const resolver: Resolver<Values> = async (values) => {
  const parsed = taxInfoFormSchema(todayInPoland()).safeParse(toBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues)
    errors[fieldOf(issue.path.join('.'))] ??= { type: 'validation', message: issue.message };
  return { values: {}, errors };
};

function defaultsOf(info: TaxInfoAnswer | undefined, fallbackName: { firstName: string; lastName: string }): Values {
  return {
    kind: info?.kind ?? 'individual',
    firstName: info?.firstName ?? fallbackName.firstName,
    lastName: info?.lastName ?? fallbackName.lastName,
    dateOfBirth: info?.dateOfBirth ?? '',
    // Never sent back whole: the owner types it again to change the data.
    taxNumber: '',
    companyName: info?.companyName ?? '',
    nip: info?.nip ?? '',
    krs: info?.krs ?? '',
    regon: info?.regon ?? '',
    street: info?.address?.street ?? '',
    postalCode: info?.address?.postalCode ?? '',
    city: info?.address?.city ?? '',
    country: info?.address?.country ?? 'PL',
  };
}

/** The DAC7 tax data form (issue 27 §5): a person (PESEL or NIP) or a business (NIP and KRS or REGON), and the address. */
export function TaxInfoForm({
  info,
  fallbackName,
  onSaved,
}: {
  info: TaxInfoAnswer | undefined;
  fallbackName: { firstName: string; lastName: string };
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveTaxInfo();
  const { register, handleSubmit, setError, control, formState } = useForm<Values>({
    resolver,
    defaultValues: defaultsOf(info, fallbackName),
  });
  const kind = useWatch({ control, name: 'kind' });
  const err = (name: Field) => formState.errors[name]?.message;
  const field = (name: Field, props: Record<string, unknown> = {}, hint?: string) => {
    const id = `tax-${name}`;
    return (
      <FormField
        id={id}
        label={t(`taxInfo.fields.${name}`)}
        error={err(name)}
        hint={hint ? <p className="text-sm text-gray-600">{hint}</p> : undefined}
      >
        <Input {...props} {...fieldAria(id, err(name))} {...register(name)} />
      </FormField>
    );
  };
  const onSubmit = handleSubmit((values) =>
    save.mutate(toBody(values), {
      onSuccess: () => {
        toast({ title: t('taxInfo.saved') });
        onSaved();
      },
      onError: (e) => {
        if (e instanceof ApiError && e.fields)
          for (const [path, message] of Object.entries(e.fields)) setError(fieldOf(path), { type: 'server', message });
        toast({ variant: 'destructive', title: t('taxInfo.failed'), description: errorMessage(e, t('common.error')) });
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" data-testid="tax-info-form">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-gray-900">{t('taxInfo.kindLegend')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(['individual', 'business'] as const).map((k) => (
            <label key={k} className="flex min-h-11 items-center gap-2 text-sm text-gray-900">
              <input type="radio" value={k} className="h-4 w-4 accent-brand-700" {...register('kind')} />
              {t(`taxInfo.kind.${k}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'individual' ? (
        <fieldset className="grid gap-4 border-t border-gray-200 pt-5">
          <legend className="pr-2 text-base font-semibold text-gray-900">{t('taxInfo.person')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {field('firstName', { autoComplete: 'given-name' })}
            {field('lastName', { autoComplete: 'family-name' })}
          </div>
          {field('dateOfBirth', { type: 'date', autoComplete: 'bday' })}
          {field(
            'taxNumber',
            { inputMode: 'numeric', autoComplete: 'off', spellCheck: false, className: 'font-mono' },
            info?.taxNumberLast4
              ? t('taxInfo.hints.taxNumberAgain', { last4: info.taxNumberLast4 })
              : t('taxInfo.hints.taxNumber'),
          )}
        </fieldset>
      ) : (
        <fieldset className="grid gap-4 border-t border-gray-200 pt-5">
          <legend className="pr-2 text-base font-semibold text-gray-900">{t('taxInfo.business')}</legend>
          {field('companyName', { autoComplete: 'organization' })}
          {field('nip', { inputMode: 'numeric', autoComplete: 'off', className: 'font-mono' })}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('krs', { inputMode: 'numeric', autoComplete: 'off', className: 'font-mono' })}
            {field('regon', { inputMode: 'numeric', autoComplete: 'off', className: 'font-mono' })}
          </div>
          <p className="text-sm text-gray-600">{t('taxInfo.hints.krsOrRegon')}</p>
        </fieldset>
      )}
      <fieldset className="grid gap-4 border-t border-gray-200 pt-5">
        <legend className="pr-2 text-base font-semibold text-gray-900">{t('taxInfo.address')}</legend>
        {field('street', { autoComplete: 'street-address' })}
        <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)_6rem]">
          {field('postalCode', { autoComplete: 'postal-code' })}
          {field('city', { autoComplete: 'address-level2' })}
          {field('country', { autoComplete: 'country', autoCapitalize: 'characters', maxLength: 2 })}
        </div>
      </fieldset>
      <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto sm:justify-self-start">
        {save.isPending ? t('taxInfo.saving') : t('taxInfo.save')}
      </Button>
    </form>
  );
}
