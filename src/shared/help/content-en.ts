import { CITIES } from '@/shared/constants/locations';
import { CANCELLATION_POLICY, DEFAULT_CANCELLATION_TERMS, LISTING_LIMITS } from '@/shared/constants/listing';
import { CONTACT_REPLY_HOURS, MAX_PHOTOS_PER_LISTING } from '@/shared/constants/limits';
import { CONTACT_SUBJECTS } from '@/shared/constants/contact';
import { COMPLETE_AFTER_DAYS, DEPOSIT_RELEASE_HOURS, PENDING_EXPIRY_HOURS } from '@/shared/domain/rental-status';
import {
  PAYMENT_DEADLINE_HOURS,
  PAYMENT_MIN_WINDOW_HOURS,
  PAYMENT_REMINDER_HOURS,
} from '@/shared/domain/payment-deadline';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_TTL_MINUTES,
  PHONE_VERIFICATION_COUNTRIES,
} from '@/shared/domain/verification';
import { PAYOUT_RELEASE_HOURS } from '@/shared/domain/payouts';
import { DATA_EXPORT_LINK_HOURS } from '@/shared/domain/legal';
import { MAX_DAYS_DEFAULT, MIN_DAYS_DEFAULT, NOTICE_DAYS } from '@/shared/domain/calendar';
import {
  DAMAGE_ANSWER_HOURS,
  DAMAGE_REPORT_WINDOW_HOURS,
  MAX_DAMAGE_PHOTOS,
  MAX_HANDOVER_PHOTOS,
} from '@/shared/domain/damage';
import { KYC_MIN_AGE_YEARS } from '@/shared/schemas/kyc';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REMINDER_DAYS_BEFORE,
  REVIEW_WINDOW_DAYS,
} from '@/shared/domain/reviews';
import {
  BOOKING_FEE_PERCENT,
  EXAMPLE_AMOUNT_DUE,
  EXAMPLE_PRICE,
  KYC_MAX_FILE_MB,
  KYC_RETENTION_DAYS_DEFAULT,
  KYC_REVIEW_HOURS,
  MAX_PHOTO_MB,
  MODERATE_FLEXIBILITY_MIN_HOURS,
  exampleRefund,
  zl,
  zlGrosze,
} from './figures';
import { HELP_SLUGS } from './paths';
import type { HelpContent } from './types';

const { strict, standard, flexible } = CANCELLATION_POLICY;
const fee = `${BOOKING_FEE_PERCENT}%`;
const ex = EXAMPLE_PRICE;
const strictRefund = exampleRefund('strict');
const cities = CITIES.join(', ');

/** The help centre in English. `{{supportEmail}}` is filled in when shown (help.ts `withSupportEmail`). */
export const helpContentEn: HelpContent = {
  lang: 'en',
  articles: [
    {
      id: 'how-renting-works',
      slug: HELP_SLUGS['how-renting-works'].en,
      title: 'How renting works',
      summary: 'Step by step: from finding an item, through the request and the payment, to the return and reviews.',
      sections: [
        {
          id: 'find-item',
          heading: 'Find an item',
          body: [
            'Browse the categories or search by name, city, district and dates. The item page shows the price per day, the deposit, the cancellation terms, the rental flexibility and the reviews.',
            'Anyone can browse the listings. To send a rental request, message an owner or list your own item, you need a free account.',
          ],
          answer:
            'You find items by searching or browsing the categories, filtered by city, district and dates. Anyone can browse, but sending a rental request needs a free account.',
          keywords: ['search', 'find', 'look for', 'listings', 'without account', 'sign up', 'browse'],
        },
        {
          id: 'send-request',
          heading: 'Send a rental request',
          body: [
            'Choose the start and end dates in the booking panel. The day count includes both the pick-up day and the return day, and the panel shows the rental price, the service fee and the total at once.',
            `The owner has ${PENDING_EXPIRY_HOURS} h to answer (a request for today stays open until the day ends). A request left unanswered expires and you pay nothing. You can withdraw it until it is accepted.`,
          ],
          answer: `To rent an item, choose your dates in the booking panel and send the owner a request. The owner has ${PENDING_EXPIRY_HOURS} h to answer; the request itself costs nothing.`,
          keywords: ['rent', 'book', 'reserve', 'reservation', 'borrow', 'how to rent', 'hire'],
        },
        {
          id: 'acceptance-and-payment',
          heading: 'Acceptance and payment',
          body: [
            `Once the owner accepts, you are notified and pay through the service. You have ${PAYMENT_DEADLINE_HOURS} h from the acceptance, or until the start day if that is sooner (always at least ${PAYMENT_MIN_WINDOW_HOURS} h). We remind you ${PAYMENT_REMINDER_HOURS} h before the deadline.`,
            'A booking not paid in time is cancelled automatically.',
          ],
          answer: `After the owner accepts, you pay through the service within ${PAYMENT_DEADLINE_HOURS} h of the acceptance (or before the start day if that is sooner, but never less than ${PAYMENT_MIN_WINDOW_HOURS} h). A booking not paid in time is cancelled automatically.`,
          keywords: ['accepted', 'payment deadline', 'how long to pay', 'pay'],
        },
        {
          id: 'pickup-and-return',
          heading: 'Pick-up and return',
          body: [
            'You agree on the time and place of the hand-over in messages. Once the rental is paid, you both see each other’s contact details.',
            'The rental starts on its start date. When you bring the item back, the owner confirms the return.',
            `At pick-up and at return, each side may add up to ${MAX_HANDOVER_PHOTOS} photos of the item’s condition and a short note on the rental’s page.`,
          ],
          answer:
            'You agree on where and when to pick up and return the item with the owner in messages; contact details show once the rental is paid. When you bring the item back, the owner confirms the return.',
          keywords: ['pick up', 'pickup', 'collect', 'bring back', 'hand over', 'meet'],
        },
        {
          id: 'completion',
          heading: 'End of the rental',
          body: [
            `The owner confirms the return from the end date on. Otherwise the rental completes automatically ${COMPLETE_AFTER_DAYS} days after the end date.`,
            `The deposit comes back ${DEPOSIT_RELEASE_HOURS} h after the rental is completed unless the owner reports damage in that time, and both sides may review each other for ${REVIEW_WINDOW_DAYS} days.`,
          ],
          answer: `A rental completes when the owner confirms the return, or automatically ${COMPLETE_AFTER_DAYS} days after the end date at the latest. The deposit comes back ${DEPOSIT_RELEASE_HOURS} h after completion (unless the owner reports damage), and reviews can be written for ${REVIEW_WINDOW_DAYS} days.`,
          keywords: ['rental ends', 'complete', 'confirm return', 'after return'],
        },
      ],
    },
    {
      id: 'fees',
      slug: HELP_SLUGS.fees.en,
      title: 'Fees and the rental price',
      summary: `What a rental costs: the price for the days, the ${fee} service fee and the deposit, with an example.`,
      sections: [
        {
          id: 'booking-fee',
          heading: 'The service fee',
          body: [
            `Every booking includes a service fee of ${fee} of the rental price. The renter pays it; the owner receives the full rental price.`,
          ],
          answer: `Wypożyczalnia’s service fee is ${fee} of the rental price, added to every booking and paid by the renter. The owner receives the full rental price.`,
          keywords: ['commission', 'fee', 'service fee', 'booking fee', 'how much do you take', 'percent', 'charge'],
        },
        {
          id: 'total-computation',
          heading: 'How the total is computed',
          body: [
            `The total is the number of days × the price per day plus the ${fee} service fee. The day count includes both the pick-up day and the return day, so Friday to Sunday is ${ex.days} days.`,
          ],
          answer: `The total of a rental is the number of days × the price per day plus the ${fee} service fee. Both the pick-up day and the return day count.`,
          keywords: ['how much', 'cost', 'price', 'total', 'calculate', 'amount'],
        },
        {
          id: 'total-example',
          heading: 'An example',
          body: [
            `${ex.days} days of an item at ${zl(ex.pricePerDay, 'en')} a day: ${ex.days} × ${zl(ex.pricePerDay, 'en')} = ${zl(ex.subtotal, 'en')}, the ${fee} service fee is ${zl(ex.bookingFee, 'en')}, in total ${zl(ex.totalPrice, 'en')}.`,
          ],
          answer: `For example: ${ex.days} days at ${zl(ex.pricePerDay, 'en')} is ${zl(ex.subtotal, 'en')}, plus the ${fee} service fee (${zl(ex.bookingFee, 'en')}), in total ${zl(ex.totalPrice, 'en')}.`,
          keywords: ['example', 'calculation'],
        },
        {
          id: 'deposit-not-in-total',
          heading: 'The deposit is not part of the price',
          body: [
            `If the owner set a deposit, you pay it with the rental, but it is not a cost: it comes back to you after the rental. With a ${zl(ex.damageDeposit, 'en')} deposit in the example above, you pay ${zl(EXAMPLE_AMOUNT_DUE, 'en')}, of which ${zl(ex.damageDeposit, 'en')} comes back.`,
          ],
          answer: `The deposit is not part of the rental price or the service fee: you pay it with the rental and it comes back ${DEPOSIT_RELEASE_HOURS} h after the rental is completed. For example, with a total of ${zl(ex.totalPrice, 'en')} and a ${zl(ex.damageDeposit, 'en')} deposit you pay ${zl(EXAMPLE_AMOUNT_DUE, 'en')}.`,
          keywords: ['deposit included', 'security deposit', 'amount due'],
        },
        {
          id: 'owner-fees',
          heading: 'Fees for owners',
          body: [
            'Listing an item is free. The renter pays the service fee, and the owner receives the full rental price.',
          ],
          answer:
            'Listing an item is free and the owner pays no service fee: the renter pays it, and the owner receives the full rental price.',
          keywords: ['listing cost', 'free listing', 'owner commission', 'how much will I earn'],
        },
      ],
    },
    {
      id: 'cancellation',
      slug: HELP_SLUGS.cancellation.en,
      title: 'Cancellations and refunds',
      summary: 'The three cancellation terms, how much comes back, and what happens when the owner cancels.',
      sections: [
        {
          id: 'terms-overview',
          heading: 'Cancellation terms',
          body: [
            'Each owner chooses one of three cancellation terms for their item: strict, standard (the default) or flexible. You see them on the item page; the terms at the time of booking apply.',
            `Strict: ${strict.refundPercent}% refund up to ${strict.hoursBefore} h before the start. Standard: ${standard.refundPercent}% refund up to ${standard.hoursBefore} h before. Flexible: ${flexible.refundPercent}% refund up to ${flexible.hoursBefore} h before the start.`,
            'The start is midnight of the first rental day, Polish time. Cancellation terms are not the same as rental flexibility (which is about the rental’s length).',
          ],
          answer: `The refund depends on the cancellation terms the owner chose: strict — ${strict.refundPercent}% refund up to ${strict.hoursBefore} h before the start; standard (the default) — ${standard.refundPercent}% up to ${standard.hoursBefore} h before; flexible — ${flexible.refundPercent}% up to ${flexible.hoursBefore} h before the start. The deposit always comes back.`,
          keywords: ['cancel', 'cancelling', 'refund', 'money back', 'call off', 'cancellation policy'],
        },
        {
          id: 'strict',
          heading: 'Strict terms',
          body: [
            `Cancel at least ${strict.hoursBefore} h before the start: we refund ${strict.refundPercent}% of the rental price (without the service fee) and the whole deposit. Later, only the deposit comes back.`,
            `For example, of a ${zl(ex.subtotal, 'en')} rental price, ${zlGrosze(strictRefund.rentalPart, 'en')} comes back, plus the deposit.`,
          ],
          answer: `Cancelling under strict terms: if you cancel at least ${strict.hoursBefore} h before the start, we refund ${strict.refundPercent}% of the rental price (the service fee is not refunded) and the whole deposit; later, only the deposit comes back. E.g. of ${zl(ex.subtotal, 'en')}, ${zlGrosze(strictRefund.rentalPart, 'en')} comes back.`,
          keywords: ['strict', 'half', 'half refund'],
        },
        {
          id: 'standard',
          heading: 'Standard terms',
          body: [
            `The default terms. Cancel at least ${standard.hoursBefore} h before the start: we refund ${standard.refundPercent}% of the rental price together with the service fee, and the deposit. Later, only the deposit comes back.`,
          ],
          answer: `Cancelling under standard (default) terms: we refund ${standard.refundPercent}% of the rental price together with the service fee and the deposit if you cancel at least ${standard.hoursBefore} h before the start; later, only the deposit comes back.`,
          keywords: ['standard', 'default', 'normal', 'day before'],
        },
        {
          id: 'flexible',
          heading: 'Flexible terms',
          body: [
            `Cancel at least ${flexible.hoursBefore} h before the start: we refund ${flexible.refundPercent}% of the rental price together with the service fee, and the deposit. Later, only the deposit comes back.`,
          ],
          answer: `Cancelling under flexible terms: we refund ${flexible.refundPercent}% of the rental price together with the service fee and the deposit if you cancel at least ${flexible.hoursBefore} h before the start; later, only the deposit comes back.`,
          keywords: ['flexible', 'last minute'],
        },
        {
          id: 'late-cancellation',
          heading: 'Cancelling too late',
          body: [
            `If fewer hours remain before the start than the terms require (${strict.hoursBefore} h for strict, ${standard.hoursBefore} h for standard, ${flexible.hoursBefore} h for flexible), the rental price and the service fee are not refunded. The deposit always comes back.`,
          ],
          answer: `After the terms’ deadline (${strict.hoursBefore} h before the start for strict, ${standard.hoursBefore} h for standard, ${flexible.hoursBefore} h for flexible) the rental price and the service fee are not refunded; only the deposit comes back.`,
          keywords: ['too late', 'late cancellation', 'same day', 'no refund'],
        },
        {
          id: 'pending-request',
          heading: 'Withdrawing a request before paying',
          body: [
            'You can withdraw a request the owner has not accepted yet at any time. Nothing is charged for an unpaid booking, so nothing is lost.',
          ],
          answer:
            'You can withdraw a rental request at any time before it is accepted, and cancel an unpaid booking at no cost: nothing is charged until you pay.',
          keywords: ['withdraw request', 'cancel request', 'before paying', 'not paid yet', 'free cancellation'],
        },
        {
          id: 'owner-cancels',
          heading: 'When the owner cancels',
          body: [
            'The owner may cancel an accepted booking. Then, as when the service cancels, we refund everything: the rental price, the service fee and the deposit.',
          ],
          answer:
            'When the owner (or the service) cancels a booking, we refund everything that was paid: the rental price, the service fee and the deposit, whatever the cancellation terms.',
          keywords: ['owner cancelled', 'owner called off', 'full refund'],
        },
        {
          id: 'how-to-cancel',
          heading: 'How to cancel',
          body: [
            'Open the rental under “Rentals” and choose to cancel. Before you confirm, you see exactly how much comes back under the booking’s terms.',
          ],
          answer:
            'You cancel a booking on its rental page under “Rentals”; before you confirm, you see how much comes back under its cancellation terms.',
          keywords: ['where to cancel', 'cancel button'],
        },
      ],
    },
    {
      id: 'flexibility',
      slug: HELP_SLUGS.flexibility.en,
      title: 'Rental flexibility',
      summary: 'What rental flexibility (low, moderate, high) means and how it differs from the cancellation terms.',
      sections: [
        {
          id: 'levels',
          heading: 'Flexibility levels',
          body: [
            `The owner states which pickup and return times they take: low — full days only, pickup and return within the owner’s fixed handover hours; moderate (the default) — times in the owner’s step, and the rental lasts at least ${MODERATE_FLEXIBILITY_MIN_HOURS} hours; high — any full hour for pickup and return.`,
          ],
          answer: `Rental flexibility says which pickup and return times you can choose: low — full days within the owner’s handover hours, moderate — times in the owner’s step and at least ${MODERATE_FLEXIBILITY_MIN_HOURS} hours, high — any full hour. It is not the cancellation terms.`,
          keywords: ['low', 'moderate', 'high', 'hourly', 'few hours', 'full days', 'flexibility'],
        },
        {
          id: 'not-cancellation-terms',
          heading: 'Flexibility versus cancellation terms',
          body: [
            'Rental flexibility (low, moderate, high) is about the rental’s length. The cancellation terms (strict, standard, flexible) decide the refund when you cancel — a separate setting.',
          ],
          answer:
            'Rental flexibility (low, moderate, high) is about the rental’s length, while the cancellation terms (strict, standard, flexible) decide the refund when you cancel. They are two separate settings of an item.',
          keywords: ['difference', 'flexibility vs cancellation'],
        },
        {
          id: 'priced-by-day',
          heading: 'Booked and priced by the day',
          body: [
            'Whatever the flexibility, you pay the price per day. In the request you choose the pickup time on the first day and the return time on the last; the owner accepts the request with those times or proposes others in messages.',
          ],
          answer:
            'Bookings are priced per day, whatever the flexibility; you choose pickup and return times in the request, and the owner accepts them or proposes others in messages.',
          keywords: ['price per hour', 'hourly price', 'half a day'],
        },
      ],
    },
    {
      id: 'deposit',
      slug: HELP_SLUGS.deposit.en,
      title: 'The damage deposit',
      summary: `What the deposit is, when you pay it and when it comes back (${DEPOSIT_RELEASE_HOURS} h after the rental is completed).`,
      sections: [
        {
          id: 'what-it-is',
          heading: 'What the deposit is',
          body: [
            'An owner may set a deposit to protect the item (or none). You see its amount on the item page. You pay it with the rental, and the service holds the money, not the owner.',
          ],
          answer:
            'The damage deposit is an amount an owner may set to protect the item. You pay it with the rental, the service holds it (not the owner), and it is not part of the rental price.',
          keywords: ['security deposit', 'damage deposit', 'how much deposit'],
        },
        {
          id: 'when-returned',
          heading: 'When the deposit comes back',
          body: [
            `The deposit comes back in full automatically ${DEPOSIT_RELEASE_HOURS} h after the rental is completed, to the same payment method. A rental completes when the owner confirms the return, at the latest ${COMPLETE_AFTER_DAYS} days after the end date.`,
            'If the owner reports damage in that time, the deposit waits for the report to be settled: what is not awarded to the owner comes back to you.',
          ],
          answer: `The deposit comes back in full automatically ${DEPOSIT_RELEASE_HOURS} h after the rental is completed, to the same payment method, unless the owner reports damage in that time. A rental completes when the owner confirms the return, at the latest ${COMPLETE_AFTER_DAYS} days after the end date.`,
          keywords: ['deposit back', 'deposit refund', 'get my deposit', 'deposit not returned'],
        },
        {
          id: 'on-cancellation',
          heading: 'The deposit when a booking is cancelled',
          body: [
            'When a booking is cancelled, the deposit comes back in full, whatever the cancellation terms and whoever cancelled.',
          ],
          answer:
            'When a booking is cancelled, the deposit always comes back in full, whatever the cancellation terms and whoever cancelled.',
          keywords: ['deposit after cancelling', 'cancel deposit'],
        },
        {
          id: 'damage',
          heading: 'Damage or an item not returned',
          body: [
            `If the item came back damaged, the owner may report the damage on the rental’s page up to ${DAMAGE_REPORT_WINDOW_HOURS} h after the rental is completed. The report holds the deposit, the renter has ${DAMAGE_ANSWER_HOURS} h to answer, and the owner can be awarded at most the deposit. The article “Damage, deposit and insurance” tells the whole process.`,
            `If the item did not come back, do not confirm the return, and write to us as soon as possible through the contact form or at {{supportEmail}}. The rental completes by itself ${COMPLETE_AFTER_DAYS} days after the end date, and you can then report the damage the same way.`,
          ],
          answer: `If the item came back damaged, the owner reports the damage on the rental’s page up to ${DAMAGE_REPORT_WINDOW_HOURS} h after the rental is completed; the report holds the deposit and the renter has ${DAMAGE_ANSWER_HOURS} h to answer. If the item did not come back, also write to us through the contact form or at {{supportEmail}}.`,
          keywords: ['damaged', 'broken', 'damage', 'not returned', 'stolen', 'lost', 'complaint'],
        },
      ],
    },
    {
      id: 'insurance',
      slug: HELP_SLUGS.insurance.en,
      title: 'Damage, deposit and insurance',
      summary: `What you accept when the owner requires insurance, how damage is reported and settled (${DAMAGE_REPORT_WINDOW_HOURS} h to report, ${DAMAGE_ANSWER_HOURS} h to answer), and why no insurer stands behind it.`,
      sections: [
        {
          id: 'owner-requirement',
          heading: 'Insurance required by the owner',
          body: [
            'An owner may tick “Require insurance” on a listing. Then you must tick “I accept the insurance the owner requires” in the booking panel to send a rental request.',
            'By ticking it you accept liability for damage up to the item’s declared value, settled through the deposit and the damage process described below. You see the item’s value beside the checkbox; if the owner gave none, you are liable up to the cost of the damage.',
          ],
          answer:
            'When an owner requires insurance, you accept at booking liability for damage up to the item’s declared value, settled through the deposit and the damage process. Without that acceptance the request cannot be sent, and no insurer stands behind the requirement.',
          keywords: ['insure', 'insured', 'insurance required', 'policy', 'coverage', 'liability', 'item value'],
        },
        {
          id: 'what-is-covered',
          heading: 'No insurer behind it',
          body: [
            `No insurer stands behind this requirement today: the service sells no policy and adds no insurance fee. A booking’s total is the rental price and the ${fee} service fee.`,
            'The item is protected by the deposit the owner set and the damage process. Through the service, at most the deposit can be recovered, and nothing for an item without a deposit.',
          ],
          answer: `Wypożyczalnia sells no insurance policy and works with no insurer today, so it adds no insurance fee: you pay the rental price and the ${fee} service fee. The item is protected by the deposit and the damage process; at most the deposit can be recovered through the service.`,
          keywords: ['insurance cost', 'what is covered', 'protection', 'insurer', 'am i insured'],
        },
        {
          id: 'handover-photos',
          heading: 'Photos at pick-up and return',
          body: [
            `At pick-up and at return, each side may add up to ${MAX_HANDOVER_PHOTOS} photos of the item’s condition and a short note on the rental’s page. Only the two of you and the service’s administrators see them.`,
            'These photos show the item’s condition before and after the rental when a damage report has to be decided.',
          ],
          answer: `At pick-up and at return, each side may add up to ${MAX_HANDOVER_PHOTOS} photos of the item’s condition and a note on the rental’s page; only the two sides and the administrators see them. They are the evidence if damage is reported.`,
          keywords: ['condition photos', 'item condition', 'at pickup', 'at return', 'note', 'evidence', 'proof'],
        },
        {
          id: 'damage-report',
          heading: 'Reporting damage',
          body: [
            `The owner may report damage on the rental’s page from the return until the deposit is released, that is up to ${DAMAGE_REPORT_WINDOW_HOURS} h after the rental is completed. The report gives a description, the estimated cost in zł and up to ${MAX_DAMAGE_PHOTOS} photos.`,
            'The report holds the deposit and the owner’s payout for that rental until it is settled. The owner may withdraw the report; the deposit then goes back to the renter in full.',
          ],
          answer: `The owner reports damage on the rental’s page up to ${DAMAGE_REPORT_WINDOW_HOURS} h after the rental is completed: a description, the estimated cost in zł and up to ${MAX_DAMAGE_PHOTOS} photos. The report holds the deposit and the payout for that rental until it is settled.`,
          keywords: ['report damage', 'damaged', 'broken', 'damage', 'scratched', 'complaint', 'damage report'],
        },
        {
          id: 'renter-answer',
          heading: 'The renter’s answer',
          body: [
            `The renter is notified of the report and has ${DAMAGE_ANSWER_HOURS} h to accept the amount or dispute it with a statement and up to ${MAX_DAMAGE_PHOTOS} photos.`,
            `Accepting settles the damage at once. A disputed report goes to mediation by the service’s administrators, and so does a report left unanswered after ${DAMAGE_ANSWER_HOURS} h.`,
          ],
          answer: `The renter has ${DAMAGE_ANSWER_HOURS} h to answer a damage report: accept the amount (the damage is then settled at once) or dispute it with a statement and photos. A dispute, or no answer in that time, is decided in mediation by the service’s administrators.`,
          keywords: ['disagree', 'dispute', 'contest', 'appeal', 'mediation', 'unfair report', 'accept the amount'],
        },
        {
          id: 'settlement',
          heading: 'Settlement',
          body: [
            'The agreed amount, at most the deposit, goes to the owner with their payout, and the rest of the deposit goes back to the renter, to the same payment method.',
            'In mediation, an administrator sets the amount — from nothing up to the deposit — and gives a reason. That decision is final within the service; both sides keep their legal rights, such as going to court.',
          ],
          answer:
            'When damage is settled, the agreed amount (at most the deposit) goes to the owner with their payout and the rest of the deposit goes back to the renter. In a dispute an administrator sets the amount, from nothing up to the deposit, with a reason; it is final within the service, but both sides keep the right to go to court.',
          keywords: ['deducted from deposit', 'deposit kept', 'administrator decision', 'court', 'damage settlement'],
        },
        {
          id: 'beyond-deposit',
          heading: 'Damage above the deposit',
          body: [
            'If the estimated cost is above the deposit, we record it in the report, but the service can recover at most the deposit. No insurer covers the rest: the owner may claim it from the renter themselves, outside the service.',
          ],
          answer:
            'When damage costs more than the deposit, the service can recover at most the deposit for the owner — no insurer covers the rest. The amount above the deposit is recorded in the report, and the owner may claim it themselves, for example in court.',
          keywords: ['more than deposit', 'above deposit', 'no deposit', 'who pays the rest', 'theft', 'destroyed'],
        },
      ],
    },
    {
      id: 'payments',
      slug: HELP_SLUGS.payments.en,
      title: 'Payments and payouts',
      summary: 'Payment methods (cards, BLIK, Przelewy24), when you pay, when refunds arrive and when owners are paid.',
      sections: [
        {
          id: 'methods',
          heading: 'How to pay: payment methods',
          body: [
            'You pay safely through the service: by payment card, BLIK or instant bank transfer through Przelewy24.',
            'Do not pay the owner outside the service — we cannot protect you then.',
          ],
          answer:
            'You pay for a rental through the service by payment card, BLIK or instant bank transfer through Przelewy24. Do not pay the owner outside the service — we cannot protect you then.',
          keywords: [
            'blik',
            'card',
            'transfer',
            'p24',
            'how to pay',
            'accept',
            'do you accept',
            'pay for a booking',
            'pay for my rental',
            'cash',
            'payment',
            'visa',
            'mastercard',
          ],
        },
        {
          id: 'when-charged',
          heading: 'When you pay',
          body: [
            `You pay only after the owner accepts your request: within ${PAYMENT_DEADLINE_HOURS} h of the acceptance, or before the start day if that is sooner (never less than ${PAYMENT_MIN_WINDOW_HOURS} h). The total and the deposit are charged at once.`,
          ],
          answer: `You pay after the owner accepts your request, within ${PAYMENT_DEADLINE_HOURS} h (or before the start day if that is sooner, but never less than ${PAYMENT_MIN_WINDOW_HOURS} h); the total and the deposit are charged at once. Sending a request costs nothing.`,
          keywords: ['when do I pay', 'when charged', 'hold', 'pre-authorisation'],
        },
        {
          id: 'owner-payout',
          heading: 'When the owner is paid',
          body: [
            `The service holds the renter’s payment. The owner is due the rental price without the service fee (the renter pays that fee to the service). We send it ${PAYOUT_RELEASE_HOURS} hours after the rental is completed — the time to report any damage, and a damage report holds the payout until it is settled.`,
            'To receive payouts, set up your account on the “Payouts” page (in the account menu). Our payment provider, Stripe, confirms your identity and takes your bank account; the service never sees the full account number. Until the account is active, your payouts wait and are sent as soon as it is.',
            `When a paid rental is cancelled too late for a full refund (for example under strict terms), part of the price stays with the owner: we send it ${PAYOUT_RELEASE_HOURS} hours after the cancellation.`,
            'The “Earnings” page shows what is upcoming, what is waiting for release and what has been paid out, by month and by item; you can download your whole payout history as a CSV file. About a payout, write to us through the contact form or at {{supportEmail}}.',
          ],
          answer: `The owner gets the rental price without the service fee, ${PAYOUT_RELEASE_HOURS} hours after the rental is completed, to the payout account set up on the “Payouts” page (Stripe confirms the identity and the bank account). The part kept after a late cancellation comes ${PAYOUT_RELEASE_HOURS} hours after the cancellation. Totals, months and a CSV file are on the “Earnings” page; for a payout write to {{supportEmail}}.`,
          keywords: [
            'payout',
            'payouts',
            'when do I get paid',
            'owner paid',
            'earnings',
            'money',
            'withdraw',
            'bank account',
            'iban',
            'stripe',
            'csv',
          ],
        },
        {
          id: 'refunds-timing',
          heading: 'When refunds arrive',
          body: [
            'We send a refund to the same payment method right after the cancellation (the deposit after the rental is completed) and notify you. When the money shows in your account depends on your bank or payment provider.',
          ],
          answer:
            'We send a refund to the same payment method right after the cancellation and notify you; when it shows in your account depends on your bank or payment provider.',
          keywords: ['when refund', 'refund not received', 'how long refund'],
        },
      ],
    },
    {
      id: 'phone-verification',
      slug: HELP_SLUGS['phone-verification'].en,
      title: 'Phone verification',
      summary: `How to confirm your phone number with a ${PHONE_CODE_LENGTH}-digit SMS code.`,
      sections: [
        {
          id: 'how-it-works',
          heading: 'How it works',
          body: [
            `On the phone verification page, choose the country code (${PHONE_VERIFICATION_COUNTRIES.length} countries to choose from) and enter your mobile number. We send an SMS with a ${PHONE_CODE_LENGTH}-digit code, valid for ${PHONE_CODE_TTL_MINUTES} minutes.`,
            'A verified number shows on your profile as “Phone verified” (the number itself stays hidden).',
          ],
          answer: `You confirm your phone number with the ${PHONE_CODE_LENGTH}-digit code from an SMS, valid for ${PHONE_CODE_TTL_MINUTES} minutes. A verified number shows on your profile as “Phone verified”.`,
          keywords: ['sms code', 'verify number', 'confirm phone', 'sms', 'mobile number', 'text message'],
        },
        {
          id: 'attempts',
          heading: 'A wrong or expired code',
          body: [
            `Each code allows ${PHONE_CODE_MAX_ATTEMPTS} tries. After ${PHONE_CODE_MAX_ATTEMPTS} wrong tries or after ${PHONE_CODE_TTL_MINUTES} minutes the code stops working and you need a new one. A new code cancels the previous one.`,
          ],
          answer: `Each SMS code allows ${PHONE_CODE_MAX_ATTEMPTS} tries and is valid for ${PHONE_CODE_TTL_MINUTES} minutes; after that, send a new code, which cancels the previous one.`,
          keywords: ['wrong code', 'invalid code', 'code expired', 'code does not work', 'attempts'],
        },
        {
          id: 'code-not-arriving',
          heading: 'The code does not arrive',
          body: [
            'Check that the country code matches the number and that it is a mobile number. You can send a new code after a short wait; the number of SMS a day is limited.',
          ],
          answer:
            'If the SMS code does not arrive, check the country code and that it is a mobile number, then send a new code after a short wait (the number of SMS a day is limited).',
          keywords: ['no sms', 'did not get the code', 'code not received'],
        },
        {
          id: 'change-number',
          heading: 'Changing your number',
          body: [
            'If you change your phone number in your profile, it must be verified again. A verified number can belong to one account only.',
          ],
          answer:
            'After you change your phone number in your profile, it must be verified again; a verified number can belong to one account only.',
          keywords: ['new number', 'change number', 'number taken'],
        },
      ],
    },
    {
      id: 'identity-verification',
      slug: HELP_SLUGS['identity-verification'].en,
      title: 'Identity verification',
      summary: `Which documents we accept, how long the check takes (${KYC_REVIEW_HOURS.min}–${KYC_REVIEW_HOURS.max} hours) and what happens to your data.`,
      sections: [
        {
          id: 'documents',
          heading: 'Documents',
          body: [
            `We accept a passport, a national ID card or a driving licence. You upload a photo of the document (for a national ID card also its back) and a selfie; each file up to ${KYC_MAX_FILE_MB} MB. You must be at least ${KYC_MIN_AGE_YEARS}.`,
          ],
          answer: `For identity verification we accept a passport, a national ID card (front and back) or a driving licence, plus a selfie; each file up to ${KYC_MAX_FILE_MB} MB. You must be at least ${KYC_MIN_AGE_YEARS}.`,
          keywords: [
            'kyc',
            'id card',
            'passport',
            'driving licence',
            'driver license',
            'selfie',
            'which documents',
            'verify account',
          ],
        },
        {
          id: 'review-time',
          heading: 'How long the check takes',
          body: [
            `Our team checks the documents, usually within ${KYC_REVIEW_HOURS.min}–${KYC_REVIEW_HOURS.max} hours. We tell you the result by e-mail. Once approved, your profile gets the “Identity verified” badge.`,
          ],
          answer: `Identity verification usually takes ${KYC_REVIEW_HOURS.min}–${KYC_REVIEW_HOURS.max} hours; we tell you the result by e-mail, and once approved your profile gets the “Identity verified” badge.`,
          keywords: ['how long verification', 'waiting for verification', 'badge'],
        },
        {
          id: 'rejected',
          heading: 'A rejected verification',
          body: [
            'If we reject a submission, the e-mail gives the reason and you may submit again. Only one submission can wait at a time.',
          ],
          answer:
            'When an identity verification is rejected, the e-mail gives the reason; you may submit again (only one submission waits at a time).',
          keywords: ['rejected', 'declined', 'try again', 'failed'],
        },
        {
          id: 'data-kept',
          heading: 'What we keep and what we delete',
          body: [
            'Document photos are encrypted and seen only by the administrators who check the submission.',
            `${KYC_RETENTION_DAYS_DEFAULT} days after the decision we delete the photos and the full document number. What stays is the decision, the document type, the last characters of its number, your name, dates and address. Deleting your account deletes all verification data.`,
          ],
          answer: `Document photos are stored encrypted and seen only by administrators; ${KYC_RETENTION_DAYS_DEFAULT} days after the decision we delete the photos and the full document number, keeping the decision, the document type and the number’s last characters. Deleting your account deletes all verification data.`,
          keywords: [
            'gdpr',
            'data security',
            'delete photos',
            'who sees my document',
            'privacy',
            'keep',
            'what do you keep',
            'stored',
            'retention',
          ],
        },
      ],
    },
    {
      id: 'listing-rules',
      slug: HELP_SLUGS['listing-rules'].en,
      title: 'Listing rules',
      summary: `How to list an item: required fields, up to ${MAX_PHOTOS_PER_LISTING} photos and the cities we serve.`,
      sections: [
        {
          id: 'required-fields',
          heading: 'Required fields',
          body: [
            'Click “Create Listing”. Required are: the name, description, category, price per day, the item’s value, the city and at least one photo.',
            `Optional: the district, a deposit, requiring insurance, the cancellation terms (${DEFAULT_CANCELLATION_TERMS} by default) and the rental flexibility (moderate by default).`,
          ],
          answer:
            'To list an item, click “Create Listing” and give its name, description, category, price per day, the item’s value, the city and at least one photo. The district, deposit, insurance requirement, cancellation terms and flexibility are optional.',
          keywords: ['list', 'add listing', 'post an item', 'rent out', 'create listing', 'listing'],
        },
        {
          id: 'photos',
          heading: 'Photos',
          body: [
            `Add 1 to ${MAX_PHOTOS_PER_LISTING} photos, each up to ${MAX_PHOTO_MB} MB. The first photo is the listing’s cover.`,
          ],
          answer: `A listing can have 1 to ${MAX_PHOTOS_PER_LISTING} photos, each up to ${MAX_PHOTO_MB} MB; the first is the cover.`,
          keywords: ['photos', 'pictures', 'images', 'how many photos', 'photo size', 'too large'],
        },
        {
          id: 'cities',
          heading: 'Cities',
          body: [`We operate in ${CITIES.length} cities: ${cities}. In some of them you can also choose a district.`],
          answer: `Wypożyczalnia operates in ${CITIES.length} cities: ${cities}.`,
          keywords: ['where', 'my city', 'which cities', 'location', 'district'],
        },
        {
          id: 'content-rules',
          heading: 'What a listing may say',
          body: [
            `The name may have up to ${LISTING_LIMITS.nameMax} characters, the description up to ${LISTING_LIMITS.descriptionMax}. A listing is public, so it may not contain contact details (phone, e-mail, links) — we share them with both sides once the rental is paid.`,
          ],
          answer:
            'A listing’s name and description may not contain contact details (phone, e-mail, links), because the listing is public; the parties see each other’s contact details once the rental is paid.',
          keywords: ['phone in listing', 'number in description', 'listing rejected', 'not allowed'],
        },
        {
          id: 'edit-and-delete',
          heading: 'Editing and deleting',
          body: [
            'You edit a listing under “Manage listings”; you can also pause new bookings. Deleting a listing cannot be undone, and pending rental requests are declined.',
          ],
          answer:
            'You edit or delete a listing under “Manage listings”, and can pause new bookings. Deleting cannot be undone, and pending requests are declined.',
          keywords: ['edit', 'change price', 'delete listing', 'pause'],
        },
      ],
    },
    {
      id: 'owner-calendar',
      slug: HELP_SLUGS['owner-calendar'].en,
      title: 'Availability calendar and calendar sync',
      summary:
        'How to block days, set the shortest and longest rental and the notice, and connect an item’s calendar to your phone or another site.',
      sections: [
        {
          id: 'blocked-days',
          heading: 'Blocking days',
          body: [
            'The availability calendar is on the listing’s page under “Manage listings”. It shows bookings, rental requests, the days you blocked and the days taken in an imported calendar.',
            'Select a day or a period, add a note (only you see it) and click “Block”. Nobody can send a rental request for blocked days, and the item does not show in searches for those dates. Remove a block with “Unblock” in the list of blocked dates.',
            'The days of a confirmed booking cannot be blocked: if you cannot lend the item, cancel the booking. Pending requests for blocked days wait for your answer.',
          ],
          answer:
            'Block the days your item is not available in the availability calendar on the listing’s page (“Manage listings”): select a day or a period and click “Block”. Nobody can then request them; the days of a confirmed booking cannot be blocked.',
          keywords: [
            'block dates',
            'blocked days',
            'unavailable',
            'holiday',
            'need it myself',
            'availability calendar',
            'unblock',
          ],
        },
        {
          id: 'rental-rules',
          heading: 'Shortest and longest rental, notice',
          body: [
            `In the listing form you set the shortest rental (${MIN_DAYS_DEFAULT} day by default), the longest (${MAX_DAYS_DEFAULT} days by default and at most) and the notice you need: none (bookings for today), a day, or ${NOTICE_DAYS[2]} days.`,
            'The booking panel shows these rules to renters, and a request that breaks one is refused with the reason.',
          ],
          answer: `Set the shortest rental (${MIN_DAYS_DEFAULT} day by default), the longest (${MAX_DAYS_DEFAULT} days by default) and the notice you need in the listing form. Renters see them in the booking panel, and a request that breaks them is refused with the reason.`,
          keywords: [
            'minimum rental',
            'maximum rental',
            'minimum days',
            'longest rental',
            'notice',
            'same day booking',
            'advance booking',
          ],
        },
        {
          id: 'ical-feed',
          heading: 'Your item’s calendar on your phone',
          body: [
            'In “Calendar sync”, under the availability calendar, click “Create address” and copy it. In Google Calendar on a computer choose “From URL” next to “Other calendars”; on an iPhone tap “Open in your calendar app” or add a subscribed calendar in the settings. The item’s bookings and blocked days then show up there by themselves.',
            'The calendar holds no renters’ details and none of your notes. The address is secret: if it reached the wrong person, click “New secret address” and the old one stops working at once.',
          ],
          answer:
            'You can have your item’s bookings in your phone’s calendar: in “Calendar sync” on the listing’s page click “Create address”, copy it and add it in Google Calendar (“From URL”) or on an iPhone as a subscribed calendar. “New secret address” replaces the old one.',
          keywords: [
            'ical',
            'ics',
            'google calendar',
            'iphone',
            'outlook',
            'subscribe',
            'sync',
            'export calendar',
            'bookings on my phone',
            'ical feed',
            'calendar feed',
          ],
        },
        {
          id: 'ical-import',
          heading: 'Importing another site’s calendar',
          body: [
            'If you also rent the item out elsewhere, paste that calendar’s address (.ics; one starting with webcal:// works too) in “Dates from another calendar”. We read it as soon as you save it, then every hour.',
            'The days of its events become unavailable to renters here, so you are not booked twice for the same dates. If a read fails, we show why and the days blocked before stay blocked. Removing the address frees those days.',
          ],
          answer:
            'Import another site’s calendar (an .ics file) in “Dates from another calendar” on the listing’s page. We read it at once and then every hour, and the days of its events become unavailable here.',
          keywords: [
            'import calendar',
            'another site',
            'double booking',
            'booked twice',
            'webcal',
            'ics',
            'synchronise',
            'external calendar',
          ],
        },
      ],
    },
    {
      id: 'messaging',
      slug: HELP_SLUGS.messaging.en,
      title: 'Messages and contact details',
      summary: 'How to message an owner and why contact details stay hidden until the rental is paid.',
      sections: [
        {
          id: 'contact-owner',
          heading: 'Messaging the owner',
          body: [
            'On the item page, click “Contact owner” to ask about the condition, pick-up or extra accessories. You will find your conversations in your inbox.',
          ],
          answer:
            'You message an owner with the “Contact owner” button on the item page, also before renting; your conversations are in your inbox.',
          keywords: ['message', 'ask the owner', 'chat', 'inbox', 'talk to owner', 'write'],
        },
        {
          id: 'masked-contact-details',
          heading: 'Hidden contact details',
          body: [
            'Phone numbers, e-mail addresses, links and messenger names in messages are hidden until the rental between you is paid. This keeps the agreement and the payment in the service, where we can protect you both.',
          ],
          answer:
            'Phone numbers, e-mail addresses, links and messenger names in messages are hidden until the rental is paid; once paid, both sides see each other’s contact details.',
          keywords: ['hidden number', 'masked', 'asterisks', 'cannot see number', 'share phone', 'censored'],
        },
        {
          id: 'when-visible',
          heading: 'When contact details show',
          body: [
            'Contact details show to both sides once the rental is paid. Accepting a request is not enough, and cancelling the rental hides them again.',
          ],
          answer:
            'The other side’s contact details show only once the rental is paid — accepting a request is not enough, and cancelling hides them again.',
          keywords: ['when will I see the number', 'owner phone number', 'contact details'],
        },
      ],
    },
    {
      id: 'reviews',
      slug: HELP_SLUGS.reviews.en,
      title: 'Reviews',
      summary: `Who reviews and when (${REVIEW_WINDOW_DAYS} days after completion), and why reviews publish together.`,
      sections: [
        {
          id: 'who-reviews',
          heading: 'Who writes reviews',
          body: [
            'Only the two sides of a completed rental write reviews: the renter reviews the item and the owner, the owner reviews the renter. Each review can be written once.',
          ],
          answer:
            'Only the two sides of a completed rental write reviews: the renter reviews the item and the owner, the owner reviews the renter, each once.',
          keywords: ['rating', 'rate', 'stars', 'feedback', 'comment', 'leave a review'],
        },
        {
          id: 'when',
          heading: 'When',
          body: [
            `You have ${REVIEW_WINDOW_DAYS} days from the rental’s completion to write a review. If you have not, we remind you ${REVIEW_REMINDER_DAYS_BEFORE} days before that time ends.`,
          ],
          answer: `A review can be written for ${REVIEW_WINDOW_DAYS} days after the rental is completed; we remind you ${REVIEW_REMINDER_DAYS_BEFORE} days before that time ends.`,
          keywords: ['how long to review', 'review deadline', 'cannot review'],
        },
        {
          id: 'blind-publication',
          heading: 'Blind publication',
          body: [
            `Both sides’ reviews stay hidden until both have written theirs or ${REVIEW_WINDOW_DAYS} days have passed. Then they publish together, so nobody writes a review in retaliation.`,
          ],
          answer: `Reviews publish together: they stay hidden until both sides have written theirs or ${REVIEW_WINDOW_DAYS} days have passed since the rental was completed.`,
          keywords: ['review not showing', 'hidden review', 'when published'],
        },
        {
          id: 'rating-and-reply',
          heading: 'Rating, reply and report',
          body: [
            `A review is ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX} stars and a comment of up to ${REVIEW_COMMENT_MAX} characters, without contact details. The person reviewed may reply publicly once and report the review once.`,
          ],
          answer: `A review is a rating of ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX} stars and a comment; the person reviewed may reply publicly once and report the review once.`,
          keywords: ['reply to review', 'report review', 'unfair review', 'remove review'],
        },
      ],
    },
    {
      id: 'account',
      slug: HELP_SLUGS.account.en,
      title: 'Your account, deleting it and your data',
      summary: 'Creating an account, deleting it, exporting your data, favourites and saved searches.',
      sections: [
        {
          id: 'create-account',
          heading: 'Creating an account',
          body: [
            'An account is free. Without one you can browse the listings; with one you send requests, message owners and list items.',
          ],
          answer:
            'An account on Wypożyczalnia is free; without one you can browse the listings, with one you can send rental requests, message owners and list items.',
          keywords: ['sign up', 'register', 'create account', 'do I need an account'],
        },
        {
          id: 'delete-account',
          heading: 'Deleting your account',
          body: [
            'You delete your account in your profile settings (“Delete account”). We remove your personal data at once, sign you out everywhere, and withdraw your listings and pending requests.',
            'An account cannot be deleted during an accepted or ongoing rental — it must end first. Reviews you wrote stay, signed as a deleted user.',
          ],
          answer:
            'You delete your account in your profile settings with “Delete account”: we remove your personal data, listings and pending requests at once. It cannot be done during an accepted or ongoing rental.',
          keywords: ['delete account', 'remove account', 'close account', 'cancel account', 'gdpr'],
        },
        {
          id: 'data-export',
          heading: 'Exporting your data',
          body: [
            'You can download a copy of everything we keep about you (profile, listings, rentals, payments, messages, reviews, consents, tax information and your photos) on your profile, in the “Your data” section, with the “Download my data” button.',
            `It usually takes a few seconds, and we also e-mail you the link. The link works once for ${DATA_EXPORT_LINK_HOURS} hours, and you can ask for a copy once a day. The ZIP file holds JSON files and a README describing each of them.`,
          ],
          answer: `Download a copy of your data on your profile, in the “Your data” section, with the “Download my data” button: you get a ZIP file (JSON files and a README). The link works once for ${DATA_EXPORT_LINK_HOURS} hours; you can ask for a copy once a day.`,
          keywords: ['download data', 'copy of my data', 'my data', 'export', 'gdpr'],
        },
        {
          id: 'favourites-and-saved-searches',
          heading: 'Favourites and saved searches',
          body: [
            'The heart on an item’s card or page saves it to your favourites (account menu → “Favourites”). When the owner switches the listing off or deletes it, the list says so and one button removes it.',
            'On the browse page, “Save search” keeps the text, category, city, district and dates. We e-mail you new matching items at most once a day, only when something new appears, and only to a confirmed address. The “Unsubscribe” link in the e-mail deletes the search without logging in.',
          ],
          answer:
            'The heart saves an item to your favourites, and “Save search” on the browse page keeps your filters: we e-mail new matching items at most once a day, and the e-mail’s link unsubscribes without logging in.',
          keywords: ['favourites', 'heart', 'save search', 'new item alerts', 'alert', 'unsubscribe'],
        },
      ],
    },
    {
      id: 'contact',
      slug: HELP_SLUGS.contact.en,
      title: 'Contacting us',
      summary: `The contact form, e-mail and reply time (within ${CONTACT_REPLY_HOURS} hours).`,
      sections: [
        {
          id: 'contact-form',
          heading: 'The contact form',
          body: [
            `On the “Contact” page, give your name, e-mail, a subject (one of ${CONTACT_SUBJECTS.length}) and your message. You get a reference number and a confirmation by e-mail.`,
          ],
          answer:
            'Write to us through the form on the “Contact” page (name, e-mail, subject, message); you get a reference number and a confirmation by e-mail.',
          keywords: ['contact', 'help', 'report a problem', 'write to you', 'customer service', 'support'],
        },
        {
          id: 'reply-time',
          heading: 'Reply time',
          body: [`We reply to messages within ${CONTACT_REPLY_HOURS} hours.`],
          answer: `We reply to messages within ${CONTACT_REPLY_HOURS} hours.`,
          keywords: ['when will you reply', 'how fast', 'waiting for an answer'],
        },
        {
          id: 'email',
          heading: 'E-mail',
          body: ['You can also write directly to {{supportEmail}}.'],
          answer: `Our e-mail address is {{supportEmail}}; we reply within ${CONTACT_REPLY_HOURS} hours.`,
          keywords: ['email address', 'mail', 'e-mail', 'email'],
        },
      ],
    },
  ],
  faq: [
    {
      id: 'howItWorks',
      question: 'How does renting an item work?',
      answer:
        'You search for an item, choose your dates and send the owner a rental request. Once the owner accepts it, you pay for the booking, pick the item up at the agreed place and return it when the rental ends.',
      article: 'how-renting-works',
      section: null,
    },
    {
      id: 'account',
      question: 'Do I need an account to use the service?',
      answer:
        'Anyone can browse the listings. To send a rental request, message an owner or list your own item, you need a free account.',
      article: 'account',
      section: 'create-account',
    },
    {
      id: 'payments',
      question: 'Which payment methods can I use?',
      answer:
        'You pay safely through the service: by payment card, instant bank transfer or BLIK. Do not pay the owner outside the service — we cannot protect you then.',
      article: 'payments',
      section: 'methods',
    },
    {
      id: 'bookingFee',
      question: 'How much does Wypożyczalnia cost?',
      answer: `Every booking includes a service fee of ${fee} of the rental value. The total is the number of days × the price per day plus that fee; the day count includes both the pick-up day and the return day.`,
      article: 'fees',
      section: 'booking-fee',
    },
    {
      id: 'deposit',
      question: 'What is the damage deposit?',
      answer: `An owner may set a deposit to protect the item. You pay it with the rental, and it comes back to you in full ${DEPOSIT_RELEASE_HOURS} h after the rental is completed, unless the owner reports damage in that time.`,
      article: 'deposit',
      section: 'what-it-is',
    },
    {
      id: 'insurance',
      question: 'What does the insurance an owner requires mean?',
      answer:
        'By ticking it when you book, you accept liability for damage up to the item’s declared value, settled through the deposit and the damage process. No insurer stands behind it: the service sells no policy, adds no fee for one and can recover at most the deposit.',
      article: 'insurance',
      section: 'owner-requirement',
    },
    {
      id: 'cancellation',
      question: 'Can I cancel a booking?',
      answer: `Yes. The refund depends on the terms the owner chose: strict — ${strict.refundPercent}% refund up to ${strict.hoursBefore} hours before the start; standard (the default) — ${standard.refundPercent}% refund up to ${standard.hoursBefore} hours before; flexible — ${flexible.refundPercent}% refund up to ${flexible.hoursBefore} hours before the start.`,
      article: 'cancellation',
      section: 'terms-overview',
    },
    {
      id: 'verification',
      question: 'How do you verify users?',
      answer:
        'Users confirm their phone number with an SMS code and can also verify their identity with a document. Verified accounts carry a badge, and reviews after every rental help you decide whom to trust.',
      article: 'identity-verification',
      section: null,
    },
    {
      id: 'contactOwner',
      question: 'Can I talk to the owner before renting?',
      answer:
        'Yes. On the item page, use the message button to ask about the condition, pick-up or extra accessories. You will find your conversations in your inbox later.',
      article: 'messaging',
      section: 'contact-owner',
    },
    {
      id: 'listItem',
      question: 'How do I list my item for rent?',
      answer: `Click “Create Listing”, describe the item, choose a category, city and district, set a price per day and add up to ${MAX_PHOTOS_PER_LISTING} photos (up to ${MAX_PHOTO_MB} MB each). You can also set a deposit, an insurance requirement and cancellation terms.`,
      article: 'listing-rules',
      section: 'required-fields',
    },
    {
      id: 'ownerEarnings',
      question: 'When does the owner get paid?',
      answer: `The renter pays through the service after the request is accepted, and the service holds the payment until the rental is completed. The owner receives the rental price without the service fee ${PAYOUT_RELEASE_HOURS} hours after the rental is completed, to the account set up on the “Payouts” page, and sees their earnings on the “Earnings” page.`,
      article: 'payments',
      section: 'owner-payout',
    },
    {
      id: 'damage',
      question: 'What if the item is damaged or not returned?',
      answer: `The owner may report damage on the rental’s page up to ${DAMAGE_REPORT_WINDOW_HOURS} h after the rental is completed, with a description, the estimated cost and photos; the report holds the deposit. The renter has ${DAMAGE_ANSWER_HOURS} h to accept the amount or dispute it, and administrators decide a dispute. The owner can get at most the deposit; if the item did not come back, also write to us.`,
      article: 'insurance',
      section: 'damage-report',
    },
  ],
};
