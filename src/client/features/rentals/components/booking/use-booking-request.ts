import { useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import type { Rental } from '@/shared/schemas/rentals';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { useUser } from '@/client/lib/session';
import type { DateRange } from '@/client/features/rentals/api/get-unavailable-dates';
import { rentalPath } from '@/client/lib/paths';
import { loginLink } from '@/client/lib/return-to';
import { useCreateRental } from '@/client/features/rentals/api/create-rental';
import { bookingBlock, displayDay } from '@/client/features/rentals/utils/booking';

interface Request {
  startDate: string | undefined;
  endDate: string | undefined;
  insuranceAccepted: boolean;
  /** The proposed handover times (issue 26 §3). */
  pickupTime?: string;
  returnTime?: string;
}

/**
 * Sends a booking request with the toasts of spec 01 §8: 'Login required' (then the login page with returnTo: this
 * address with the chosen days in its query, so they come back), 'Select dates', 'Booking Conflict' naming the booked
 * range, 'Insurance required', and 'Booking error' saying what the server refused (its field messages, not only
 * "correct the marked fields": the dates have no form field to mark).
 */
export function useBookingRequest(
  item: { id: number; insuranceRequired: boolean },
  booked: readonly DateRange[],
  onSent: (r: Rental) => void,
) {
  const { t, i18n } = useTranslation();
  const { user } = useUser();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const create = useCreateRental(item.id);
  // The server's HANDOVER_TIME message (issue 26 §3), shown beside the times until the next try.
  const [timesRefused, setTimesRefused] = useState<string | null>(null);

  const toLogin = () => {
    toast({
      variant: 'destructive',
      title: t('booking.loginRequired.title'),
      description: t('booking.loginRequired.description'),
    });
    void navigate(loginLink(i18n.language, pathname + search));
  };

  const submit = ({ startDate, endDate, insuranceAccepted, pickupTime, returnTime }: Request) => {
    setTimesRefused(null);
    const block = bookingBlock({
      loggedIn: Boolean(user),
      startDate,
      endDate,
      booked,
      insuranceRequired: item.insuranceRequired,
      insuranceAccepted,
    });
    if (block?.reason === 'login') return toLogin();
    if (block?.reason === 'dates')
      return toast({
        variant: 'destructive',
        title: t('booking.selectDates.title'),
        description: t('validation.selectBothDates'),
      });
    if (block?.reason === 'tooLong')
      return toast({
        variant: 'destructive',
        title: t('booking.error.title'),
        description: t('validation.rentalTooLong'),
      });
    if (block?.reason === 'conflict') {
      const range = { start: displayDay(block.range.startDate), end: displayDay(block.range.endDate) };
      return toast({
        variant: 'destructive',
        title: t('booking.conflict.title'),
        description: t('booking.conflict.description', range),
      });
    }
    if (block?.reason === 'insurance') {
      return toast({
        variant: 'destructive',
        title: t('booking.insuranceRequired.title'),
        description: t('booking.insuranceRequired.description'),
      });
    }
    create.mutate(
      { itemId: item.id, startDate: startDate!, endDate: endDate!, insuranceAccepted, pickupTime, returnTime },
      {
        onSuccess: (rental) => {
          // Booked instantly (issue 26 §2): confirmed already, so the renter goes to the booking, where paying is next.
          if (rental.status === 'confirmed') {
            toast({ title: t('instantBooking.bookedTitle'), description: t('instantBooking.bookedText') });
            return void navigate(rentalPath(rental.id, i18n.language));
          }
          toast({ title: t('booking.sent.title'), description: t('booking.sent.description') });
          onSent(rental);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 401) return toLogin();
          const code = err instanceof ApiError ? err.code : undefined;
          // Which rule the times break is the message itself (the fields only mark the time).
          if (code === 'HANDOVER_TIME') {
            const said = errorMessage(err, t('booking.error.description'));
            setTimesRefused(said);
            return toast({ variant: 'destructive', title: t('booking.error.title'), description: said });
          }
          const title =
            code === 'BOOKING_CONFLICT'
              ? t('booking.conflict.title')
              : code === 'INSURANCE_REQUIRED'
                ? t('booking.insuranceRequired.title')
                : t('booking.error.title');
          const fields = err instanceof ApiError && err.fields ? Object.values(err.fields) : [];
          const description = fields.length > 0 ? fields.join('. ') : errorMessage(err, t('booking.error.description'));
          toast({ variant: 'destructive', title, description });
        },
      },
    );
  };

  return { submit, isPending: create.isPending, timesRefused };
}
