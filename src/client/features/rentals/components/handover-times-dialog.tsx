import { Check, Clock, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { handoverChoices, handoverProblem, handoverProblemMessage } from '@/shared/domain/handover-times';
import type { RentalView } from '@/shared/schemas/rentals';
import { useTranslation } from '@/client/i18n/use-translation';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog';
import { NativeSelect } from '@/client/components/ui/native-select';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { useProposeHandoverTimes } from '@/client/features/rentals/api/propose-handover-times';
import { rentalDay } from '@/client/features/rentals/utils/rental-dates';
import { useRentalAction } from './use-rental-action';

/**
 * The owner's answer about the handover times of a pending request (issue 26 §3): the renter's proposal, prefilled,
 * in selects the rental's flexibility allows (the item's hours and step as they are now). The owner accepts with these
 * times (they replace the proposal), or proposes others in a message in the rental's conversation.
 */
export function HandoverTimesDialog({ rental, disabled }: { rental: RentalView; disabled: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const proposal = { pickupTime: rental.pickupTime ?? '', returnTime: rental.returnTime ?? '' };
  const [times, setTimes] = useState(proposal);
  const [note, setNote] = useState('');
  const action = useRentalAction();
  const propose = useProposeHandoverTimes();
  const settings = { ...rental.item, flexibility: rental.flexibility };
  const choices = handoverChoices(settings);
  const problem = handoverProblem(settings, { startDate: rental.startDate, endDate: rental.endDate, ...times });
  const message = problem && handoverProblemMessage(settings, problem.rule);
  const at = (date: string, time: string) => t('handoverTimes.dayAtTime', { date: rentalDay(date), time });
  const id = (name: string) => `handover-${name}-${rental.id}`;
  const busy = disabled || action.pendingId === rental.id || propose.isPending;

  const accept = () => {
    action.run(rental, 'accept', times);
    setOpen(false);
  };
  const sendProposal = () => {
    const text = t('handoverTimes.proposalMessage', {
      start: rentalDay(rental.startDate),
      end: rentalDay(rental.endDate),
      pickup: times.pickupTime,
      return: times.returnTime,
    });
    propose.mutate(
      { rentalId: rental.id, content: note.trim() ? `${text}\n\n${note.trim()}` : text },
      {
        onSuccess: () => {
          toast({ title: t('handoverTimes.proposalSent'), description: t('handoverTimes.proposalSentText') });
          setOpen(false);
          setNote('');
        },
        onError: (err) =>
          toast({
            variant: 'destructive',
            title: t('handoverTimes.proposalFailed'),
            description: errorMessage(err, ''),
          }),
      },
    );
  };

  const select = (name: 'pickupTime' | 'returnTime', label: string) => (
    <div className="grid gap-1">
      <label htmlFor={id(name)} className="text-sm font-medium text-gray-900">
        {label}
      </label>
      <NativeSelect
        id={id(name)}
        value={times[name]}
        aria-invalid={problem?.field === name || undefined}
        aria-describedby={problem?.field === name ? id('problem') : undefined}
        onChange={(e) => setTimes({ ...times, [name]: e.target.value })}
      >
        {!choices.includes(times[name]) && <option value={times[name]}>{times[name]}</option>}
        {choices.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </NativeSelect>
    </div>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setTimes(proposal);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={busy}>
          <Clock className="h-4 w-4" aria-hidden />
          {t('handoverTimes.change')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('handoverTimes.dialogTitle')}</DialogTitle>
          <DialogDescription>
            {t('handoverTimes.dialogText', {
              pickup: at(rental.startDate, proposal.pickupTime),
              return: at(rental.endDate, proposal.returnTime),
            })}
          </DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-2 gap-3" data-testid="handover-times-form">
          {select('pickupTime', `${t('handoverTimes.pickup')} – ${rentalDay(rental.startDate)}`)}
          {select('returnTime', `${t('handoverTimes.return')} – ${rentalDay(rental.endDate)}`)}
        </div>
        {message && (
          <p id={id('problem')} role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
            {t(message.key, message.vars)}
          </p>
        )}
        <div className="grid gap-1">
          <label htmlFor={id('note')} className="text-sm font-medium text-gray-900">
            {t('handoverTimes.note')}
          </label>
          <Textarea id={id('note')} className="min-h-16" value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
        <DialogFooter>
          <Button variant="outline" disabled={busy || !!problem} onClick={sendProposal}>
            <MessageSquare className="h-4 w-4" aria-hidden />
            {t('handoverTimes.propose')}
          </Button>
          <Button disabled={busy || !!problem} onClick={accept}>
            <Check className="h-4 w-4" aria-hidden />
            {t('handoverTimes.acceptWithTimes')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
