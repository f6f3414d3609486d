import { useMemo, useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { COUNTRIES, countryByDialCode, countryByIso, DEFAULT_COUNTRY_ISO } from '@/shared/constants/countries';
import { Input } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';

interface Props {
  id: string;
  /** "+48 600 100 200", or '' for no phone. */
  value: string;
  /** The stored country code, used when there is no number yet. */
  fallbackDialCode: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid?: boolean;
  describedBy?: string;
}

/** Country (about 230, Poland first and default) plus the number; an empty number means no phone. */
export function CountryPhoneField({ id, value, fallbackDialCode, onChange, onBlur, invalid, describedBy }: Props) {
  const { t, i18n } = useTranslation();
  const match = /^(\+\d{1,4}) ?(.*)$/.exec(value);
  const number = match ? match[2] : value;
  // Several countries share a code (+1, +44, ...), so the choice is kept by ISO code.
  const [iso, setIso] = useState(() => countryByDialCode(match?.[1] ?? fallbackDialCode).code);
  const dialCode = countryByIso(iso)?.dialCode ?? '+48';
  const options = useMemo(() => {
    const en = i18n.language === 'en';
    const named = COUNTRIES.map((c) => ({ ...c, name: en ? c.nameEn : c.namePl }));
    const [first, rest] = [
      named.filter((c) => c.code === DEFAULT_COUNTRY_ISO),
      named.filter((c) => c.code !== DEFAULT_COUNTRY_ISO),
    ];
    return [...first, ...rest.sort((a, b) => a.name.localeCompare(b.name, i18n.language))];
  }, [i18n.language]);

  const emit = (dial: string, digits: string) => onChange(digits.trim() ? `${dial} ${digits}` : '');

  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <NativeSelect
        aria-label={t('profile.country')}
        className="sm:w-60 sm:shrink-0"
        value={iso}
        onChange={(e) => {
          setIso(e.target.value);
          emit(countryByIso(e.target.value)?.dialCode ?? dialCode, number);
        }}
        onBlur={onBlur}
      >
        {options.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name} ({c.dialCode})
          </option>
        ))}
      </NativeSelect>
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <span className="shrink-0 text-sm font-medium text-gray-700" aria-hidden>
          {dialCode}
        </span>
        <Input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={number}
          onChange={(e) => emit(dialCode, e.target.value)}
          onBlur={onBlur}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      </div>
    </div>
  );
}
