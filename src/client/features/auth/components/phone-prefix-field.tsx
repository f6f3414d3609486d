import { useTranslation } from '@/client/i18n/use-translation';
import { REGISTER_PHONE_PREFIXES } from '@/shared/constants/phone';
import { Input } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';

/** "+48 600 100 200" -> ["+48", "600 100 200"]; what the user typed after the prefix is kept as typed. */
export function splitPrefixed(value: string): [string, string] {
  const m = /^(\+\d{1,4}) ?(.*)$/.exec(value);
  return m ? [m[1], m[2]] : [REGISTER_PHONE_PREFIXES[0], value];
}

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid?: boolean;
  describedBy?: string;
}

/** Registration phone: a prefix from the fixed list plus the number, combined as `${prefix} ${number}`. */
export function PhonePrefixField({ id, value, onChange, onBlur, invalid, describedBy }: Props) {
  const { t } = useTranslation();
  const [prefix, number] = splitPrefixed(value);
  return (
    <div className="flex gap-2">
      <NativeSelect
        aria-label={t('register.phonePrefix')}
        className="w-24 shrink-0"
        value={prefix}
        onChange={(e) => onChange(`${e.target.value} ${number}`)}
        onBlur={onBlur}
      >
        {REGISTER_PHONE_PREFIXES.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </NativeSelect>
      <Input
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t('register.phonePlaceholder')}
        value={number}
        onChange={(e) => onChange(`${prefix} ${e.target.value}`)}
        onBlur={onBlur}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
    </div>
  );
}
