import { Ban } from 'lucide-react';
import { useState } from 'react';
import { BLOCKED_NOTE_MAX } from '@/shared/domain/calendar';
import { useTranslation } from '@/client/i18n/use-translation';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { displayRange } from './display-range';

interface Props {
  /** The selected days ('YYYY-MM-DD'), or null while nothing is selected. */
  selection: { startDate: string; endDate: string } | null;
  pending: boolean;
  onBlock: (note: string) => void;
}

/** The selected days with an optional note, and the button that blocks them (a new key clears it once saved). */
export function BlockForm({ selection, pending, onBlock }: Props) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  return (
    <form
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (selection) onBlock(note);
      }}
    >
      <p aria-live="polite" className="text-sm font-medium text-gray-900" data-testid="calendar-selection">
        {selection ? t('owner.calendar.selected', { range: displayRange(selection) }) : t('owner.calendar.selectHint')}
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor="calendar-note">{t('owner.calendar.note')}</Label>
        <Input
          id="calendar-note"
          value={note}
          maxLength={BLOCKED_NOTE_MAX}
          placeholder={t('owner.calendar.notePlaceholder')}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <Button type="submit" className="justify-self-start" disabled={!selection || pending}>
        <Ban className="h-4 w-4" aria-hidden />
        {pending ? t('owner.calendar.blocking') : t('owner.calendar.block')}
      </Button>
    </form>
  );
}
