import { startOfDay } from 'date-fns';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { useNavigate } from 'react-router';
import { NO_DISTRICT, districtsOf } from '@/shared/constants/locations';
import { Button } from '@/client/components/ui/button';
import { DatePicker } from '@/client/components/ui/date-picker';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { CityOptions, DistrictOptions } from '@/client/components/location-options';
import { NativeSelect } from '@/client/components/ui/native-select';
import { EMPTY_SEARCH, searchUrl, withCity, withStart } from '@/client/features/home/utils/search-form';

/**
 * The hero's search (spec 01 §2 Home, §4, §5): text, city, district, from and to dates. From lg the four choices
 * share a row in equal columns beside the button, wide enough for the longest text ("Dowolna dzielnica").
 */
export function SearchPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY_SEARCH);
  const districts = districtsOf(form.location);
  const today = startOfDay(new Date());

  // A <form>: Enter in the text box submits it, as the button does.
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void navigate(searchUrl(form));
  };

  return (
    <form
      role="search"
      aria-label={t('search.panel')}
      onSubmit={onSubmit}
      className="grid gap-4 rounded-xl bg-white p-4 text-left text-gray-900 shadow-lg sm:grid-cols-2 sm:p-6 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
    >
      <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-5">
        <Label htmlFor="search-q">{t('search.text')}</Label>
        <Input
          id="search-q"
          type="search"
          value={form.q}
          placeholder={t('search.placeholder')}
          onChange={(e) => setForm({ ...form, q: e.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1.5 lg:col-span-1">
        <Label htmlFor="search-city">{t('search.city')}</Label>
        <NativeSelect id="search-city" value={form.location} onChange={(e) => setForm(withCity(form, e.target.value))}>
          <option value="">{t('search.anyCity')}</option>
          <CityOptions />
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5 lg:col-span-1">
        <Label htmlFor="search-district">{t('search.district')}</Label>
        <NativeSelect
          id="search-district"
          value={form.district || NO_DISTRICT}
          disabled={districts.length === 0}
          onChange={(e) => setForm({ ...form, district: e.target.value })}
        >
          <DistrictOptions city={form.location} noneLabel={t('search.noDistrict')} />
        </NativeSelect>
      </div>
      <DatePicker
        className="lg:col-span-1"
        label={t('search.from')}
        placeholder={t('search.pickDate')}
        value={form.start}
        minDate={today}
        onChange={(start) => setForm(withStart(form, start))}
      />
      <DatePicker
        className="lg:col-span-1"
        label={t('search.to')}
        placeholder={t('search.pickDate')}
        value={form.end}
        minDate={form.start && form.start > today ? form.start : today}
        onChange={(end) => setForm({ ...form, end })}
      />
      <Button type="submit" size="lg" className="self-end sm:col-span-2 lg:col-span-1 lg:h-10 lg:px-5 lg:text-sm">
        <Search className="h-5 w-5" aria-hidden />
        {t('search.submit')}
      </Button>
    </form>
  );
}
