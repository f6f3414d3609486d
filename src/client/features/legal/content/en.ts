import { formatNip } from '@/shared/domain/tax-numbers';
import { ACCESSIBILITY_STATEMENT_DATE, PRIVACY_VERSION, TERMS_VERSION } from '@/shared/domain/legal';
import { EN_WORDS as W, FIGURES as F, LAW, en } from './figures';
import { link, mailLink, routeLink, telLink } from './markup';
import type { LegalContext, LegalDocumentKind, LegalDocumentText } from './types';

const TEMPLATE =
  'Template to be reviewed by a lawyer. The text describes the rules the service really runs on, but a lawyer should check it before it is published.';

/** "Company, street …, NIP …, KRS …": the company as the documents name it. */
function identity({ company }: LegalContext): string {
  // The demo has no address nor register numbers: the page says so above the document.
  if (company.demo) return company.name;
  return [
    company.name,
    company.address.replaceAll('\n', ', '),
    company.nip && `tax ID (NIP) ${formatNip(company.nip)}`,
    company.krs && `KRS ${company.krs}`,
  ]
    .filter(Boolean)
    .join(', ');
}

function contact({ company }: LegalContext): string {
  return company.phone ? `${mailLink(company.email)} or ${telLink(company.phone)}` : mailLink(company.email);
}

function terms(ctx: LegalContext): LegalDocumentText {
  const { company, date } = ctx;
  const p = F.policy;
  return {
    title: 'Terms of service',
    version: `Version of ${date(TERMS_VERSION)}`,
    intro: TEMPLATE,
    sections: [
      {
        id: 'general',
        heading: 'General',
        paragraphs: [
          `The service Wypożyczalnia is run by ${identity(ctx)} (the operator). Contact: ${contact(ctx)} or the ${routeLink('contact form', 'contact')}.`,
          'The service connects people who lend their things (owners) with people who want to rent them (renters). The rental contract is made between the owner and the renter. The operator provides an intermediation service online: it publishes listings, handles bookings and messages, takes payments through a payment provider, holds the deposit and passes the owner’s share on.',
          'All you need to use the service is an up-to-date web browser that accepts the cookies required for signing in. These terms are available free of charge on this page; you can save and print them.',
        ],
      },
      {
        id: 'account',
        heading: 'Account and verification',
        paragraphs: [
          'An account is free. Creating one requires accepting these terms and reading the privacy policy; we record the version and time of acceptance. Each person may have one account and is responsible for the truth of the details they give.',
          `A phone number is confirmed with a text message code that has ${en(F.phoneCodeLength, W.digits)} and is valid for ${en(F.phoneCodeMinutes, W.minutes)}.`,
          `Identity can be confirmed with a photo of an identity document. We usually check it within ${F.kycReview.min}–${en(F.kycReview.max, W.hours)}. The photos are stored encrypted and deleted ${en(F.kycRetentionDays, W.days)} after the decision; only the decision and its date remain.`,
        ],
      },
      {
        id: 'listings',
        heading: 'Listings',
        paragraphs: [
          `The owner describes the item truthfully, adds up to ${en(F.maxPhotos, W.photos)} of their own, and sets a daily price, a deposit and cancellation terms. They may turn on instant booking — also for renters with a verified identity only.`,
          `Listings of items whose possession or rental is unlawful are forbidden, as are phone numbers, e-mail addresses and links in listings. A listing that breaks the law or these terms can be reported through the ${routeLink('contact form', 'contact')}; the operator may then remove it and gives the owner its reasons.`,
        ],
      },
      {
        id: 'booking-and-payment',
        heading: 'Booking and payment',
        paragraphs: [
          `The renter asks to book chosen days. The owner accepts or declines within ${en(F.pendingHours, W.hours)}; without an answer the request expires. With instant booking the dates are confirmed at once.`,
          `The renter pays a confirmed booking within ${en(F.payHours, W.hours)} by card or BLIK: the rental price, a service fee of ${F.feePercent}% of the rental price, and the deposit if the owner asks for one. Before payment the service shows every amount and the booking’s cancellation terms. A booking not paid in time is cancelled.`,
          'The service fee is the operator’s remuneration; the owner receives the rental price without it.',
        ],
      },
      {
        id: 'cancellation',
        heading: 'Cancellation',
        paragraphs: [
          'The owner chooses the cancellation terms for each listing; those shown at the time of booking apply. Time is counted to the start of the first rental day, Polish time.',
        ],
        table: {
          head: ['Terms', 'Cancelled by the renter'],
          rows: [
            [
              'Flexible',
              `${p.flexible.refundPercent}% of the rental price back when cancelled at least ${en(p.flexible.hoursBefore, W.hours)} before the start`,
            ],
            [
              'Standard',
              `${p.standard.refundPercent}% of the rental price back when cancelled at least ${en(p.standard.hoursBefore, W.hours)} before the start`,
            ],
            [
              'Strict',
              `${p.strict.refundPercent}% of the rental price back when cancelled at least ${en(p.strict.hoursBefore, W.hours)} before the start`,
            ],
          ],
        },
        paragraphsAfter: [
          'A full refund of the price returns the service fee too; a partial one does not. Later than that, the rental price and the fee are not refunded. The deposit always comes back in full.',
          'When the owner or the operator cancels, the renter gets back everything they paid.',
        ],
      },
      {
        id: 'deposit-and-damage',
        heading: 'Handover, deposit and damage',
        paragraphs: [
          'Both sides can record the item’s condition with photos at pickup and at return; the photos are visible to both and to the operator in a dispute.',
          `Within ${en(F.damageReportHours, W.hours)} of the end of the rental the owner may report damage: they describe it, add photos and name an amount no higher than the deposit. The deposit goes back to the renter ${en(F.depositHours, W.hours)} after the rental ends, unless a damage report holds it; a report holds the owner’s payout too.`,
          `The renter has ${en(F.damageAnswerHours, W.hours)} to accept or dispute the report. Silence or a dispute sends it to mediation: the operator decides it on the photos and messages, with reasons, for an amount no higher than the deposit. The decision does not take away either side’s right to go to court.`,
          'The operator is not an insurer: damage beyond the deposit is settled between the parties.',
        ],
      },
      {
        id: 'payouts',
        heading: 'Payouts to owners',
        paragraphs: [
          `The owner’s share (the rental price without the service fee) is sent ${en(F.payoutHours, W.hours)} after the rental ends, to the bank account given to the payment provider on the “Payouts” page. An open damage report holds the payout until it is decided. The payment provider confirms the owner’s identity and account.`,
          'The operator must report sellers paid through the service to the Head of the National Revenue Administration (KAS) under the DAC7 directive, so an owner who receives payouts gives their tax details once. We tell owners what was reported.',
        ],
      },
      {
        id: 'reviews',
        heading: 'Reviews',
        paragraphs: [
          `Only a party to a real, completed rental can write a review, so every review is verified. Both sides have ${en(F.reviewDays, W.days)} from the end of the rental to write one. Reviews stay hidden until both have written theirs or the time is up, so neither writes in answer to the other.`,
          'The operator does not change reviews or ratings and does not hide them for payment. A review that breaks these terms or the law can be reported; the operator checks it and may hide it, telling its author.',
        ],
      },
      {
        id: 'messages',
        heading: 'Messages and contact details',
        paragraphs: [
          'The parties talk through the service’s messages. Until a booking is paid, phone numbers, e-mail addresses and links in messages are hidden, so that deals are made on the service, where the deposit and payment protection apply. Once it is paid, both sides see each other’s contact details; cancelling the booking hides them again.',
        ],
      },
      {
        id: 'account-deletion',
        heading: 'Deleting your account',
        paragraphs: [
          `You can delete your account at any time with “Delete account” on your ${routeLink('profile', 'profile')}, unless a rental has been accepted or is under way — then once it ends. Personal data is deleted at once, listings are withdrawn and pending requests cancelled. Reviews you wrote remain, signed as a deleted user. Records of payments are kept as the ${routeLink('privacy policy', 'privacy', 'retention')} describes.`,
        ],
      },
      {
        id: 'complaints',
        heading: 'Complaints',
        paragraphs: [
          `A complaint about the service can be sent to ${mailLink(company.email)} or through the ${routeLink('contact form', 'contact')}. Say what it concerns (ideally with the booking number) and what you expect.`,
          `We answer a complaint within ${en(F.complaintDays, W.days)} of receiving it, the same way it was made. Matters of the item itself and its condition are settled between the parties, with the help of the damage procedure.`,
        ],
      },
      {
        id: 'consumer-rights',
        heading: 'Consumer rights',
        paragraphs: [
          `Renting an item for given days is a leisure service provided on a specific date. Under ${LAW.noWithdrawalEn} of the Polish Consumer Rights Act, a consumer therefore has no right to withdraw from a distance contract for it. The cancellation terms above apply instead.`,
          `Consumers may use out-of-court dispute resolution: a municipal or district consumer ombudsman, mediation by a regional Trade Inspection office, or a permanent consumer arbitration court. The President of UOKiK keeps the list of these bodies: ${link(LAW.adrUrl.replace('https://', ''), LAW.adrUrl)}.`,
        ],
      },
      {
        id: 'final-provisions',
        heading: 'Final provisions',
        paragraphs: [
          'These terms are governed by Polish law; this does not deprive a consumer of the protection of the mandatory law of the country where they usually live.',
          'We announce changes to these terms in advance. A new version applies from the date it bears; signed-in users are asked to accept it on their next visit, and bookings already paid are settled under the version in force when they were paid.',
        ],
      },
    ],
  };
}

function privacy(ctx: LegalContext): LegalDocumentText {
  const { date } = ctx;
  const purpose = {
    session: 'sign-in session: keeps you signed in',
    device: 'device recognition: protects sign-in against password guessing and account takeover',
  };
  return {
    title: 'Privacy policy',
    version: `Version of ${date(PRIVACY_VERSION)}`,
    intro: TEMPLATE,
    sections: [
      {
        id: 'controller',
        heading: 'Controller',
        paragraphs: [
          `The controller of your personal data is ${identity(ctx)}. For anything about personal data, write to ${contact(ctx)}.`,
        ],
      },
      {
        id: 'data-and-purposes',
        heading: 'What data, why, and on which basis',
        paragraphs: ['We process only the data the service needs and the data the law requires:'],
        table: {
          head: ['Data', 'Purpose', 'Basis (GDPR)'],
          rows: [
            [
              'Name, e-mail, password (as a hash), language',
              'Your account and contact about rentals',
              LAW.gdprContractEn,
            ],
            [
              'Phone number and its verification',
              'Contact between the parties, account safety',
              `${LAW.gdprContractEn}, ${LAW.gdprInterestEn}`,
            ],
            ['Listings, photos, district', 'Publishing listings', LAW.gdprContractEn],
            [
              'Bookings, messages, handover photos, damage reports',
              'Providing the service, settling disputes',
              `${LAW.gdprContractEn}, ${LAW.gdprInterestEn}`,
            ],
            ['Reviews written and received', 'Trust between the parties', LAW.gdprInterestEn],
            [
              'Payments, refunds, payouts, invoice data',
              'Settlements, tax and accounting duties',
              `${LAW.gdprContractEn}, ${LAW.gdprLegalDutyEn}`,
            ],
            [
              'Owners’ tax details: date of birth, PESEL or NIP, address, KRS or REGON',
              'DAC7 reporting to the Head of KAS',
              LAW.gdprLegalDutyEn,
            ],
            [
              'Identity document (photos encrypted) and the decision',
              'Identity verification, safety of rentals',
              LAW.gdprInterestEn,
            ],
            [
              'Acceptances of the terms (version and time)',
              'Showing that the contract was made',
              `${LAW.gdprContractEn}, ${LAW.gdprInterestEn}`,
            ],
            ['IP address, sessions, device, event log', 'Security of accounts and the service', LAW.gdprInterestEn],
          ],
        },
      },
      {
        id: 'retention',
        heading: 'How long we keep data',
        paragraphs: [],
        table: {
          head: ['Data', 'Kept for'],
          rows: [
            [
              'Identity document photos',
              `${en(F.kycRetentionDays, W.days)} after the decision; the decision stays until the account is deleted`,
            ],
            [
              'Messages, handover photos and damage report photos',
              `${en(F.rentalRecordsYears, W.years)} after the rental ends`,
            ],
            [
              'Payments, refunds, payouts, invoice and DAC7 report data',
              `${en(F.accountingYears, W.years)} from the end of the year they belong to (Polish tax and accounting law) — also after the account is deleted, but detached from the profile`,
            ],
            ['Everything else', 'until the account is deleted — it is deleted at once with the account'],
          ],
        },
        paragraphsAfter: ['A daily job applies these periods and deletes data when its time is up.'],
      },
      {
        id: 'processors',
        heading: 'Who processes data for us',
        paragraphs: ['Providers process data on our behalf, under data processing agreements:'],
        table: {
          head: ['Kind', 'Provider', 'What'],
          rows: [
            ['Payments and payouts', 'Stripe', 'payment details, the owner’s identity and bank account'],
            ['Text messages', 'SMSAPI.pl', 'phone number, the code'],
            ['E-mail', 'e-mail (SMTP) provider', 'e-mail address, notification content'],
            ['File storage', 'S3-compatible storage provider', 'photos, data export files'],
          ],
        },
        paragraphsAfter: [
          'Where a provider processes data outside the European Economic Area, it does so under a European Commission adequacy decision or standard contractual clauses.',
          'The other party of a rental sees only what they need: your first name and initial and your profile, and your contact details once the booking is paid. Owners’ tax details are passed to the Head of KAS as the DAC7 rules require.',
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights',
        paragraphs: [
          `You have the right to access your data and get a copy. You can download a machine-readable copy yourself (a ZIP archive of JSON files and your photos): ${routeLink('“Download my data” on your profile', 'profile')}. You can also write to us — we answer within a month.`,
          'You have the right to rectify your data (most of it you can correct on your profile), to erase it (by deleting your account), to restrict its processing, to data portability, and to object to processing based on our legitimate interest.',
          `You may complain to the President of the Personal Data Protection Office (UODO): ${link(LAW.puodoUrl.replace('https://', ''), LAW.puodoUrl)}.`,
          'Giving data is voluntary, but without account data the service cannot be used, and without tax details the operator cannot pay an owner out. We make no decisions based solely on automated processing that have legal effects on you.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        paragraphs: [
          `The site sets only cookies strictly necessary for the service you ask for — signing in does not work without them. Under ${LAW.ePrivacyEn} of the Polish Electronic Communications Law such cookies need no consent, so the site shows no consent banner. We use no advertising or analytics cookies.`,
        ],
        table: {
          head: ['Name', 'Purpose', 'Lifetime'],
          rows: F.cookies.map((c) => [c.name, purpose[c.purpose], en(c.lifetimeDays, W.days)]),
        },
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        paragraphs: [
          `We announce important changes on the service. The version in force bears the date shown at the top of this page. See also the ${routeLink('terms of service', 'terms')}.`,
        ],
      },
    ],
  };
}

function accessibility(ctx: LegalContext): LegalDocumentText {
  const { date } = ctx;
  return {
    title: 'Accessibility statement',
    version: `Prepared on ${date(ACCESSIBILITY_STATEMENT_DATE)}`,
    intro: TEMPLATE,
    sections: [
      {
        id: 'scope',
        heading: 'What this statement covers',
        paragraphs: [
          `${identity(ctx)} makes the service Wypożyczalnia accessible under the Polish act implementing the European Accessibility Act, applied since ${date(LAW.eaaDate)}. This statement covers the website in both its languages.`,
        ],
      },
      {
        id: 'status',
        heading: 'Compliance status',
        paragraphs: [
          `The service conforms to ${LAW.wcag}, with the exceptions listed below. We check this with every change:`,
        ],
        list: [
          'automated accessibility tests (axe) of every page in a browser, in both languages, in continuous integration — a change with an error does not reach the service;',
          'tests in a narrow phone view: no horizontal scrolling, and text that can be enlarged;',
          'keyboard-only use: forms, dialogs, menus and the calendar, with a visible focus and a way to skip the navigation;',
          'labelled fields, error messages read out by screen readers, text contrast, and the page language marked in the code.',
        ],
      },
      {
        id: 'limitations',
        heading: 'Known limitations',
        paragraphs: [],
        list: [
          'Listing photos are added by users; their alternative text is the item’s name, so it does not describe details seen in the photo.',
          'Listing descriptions and messages are written by users and are not always in plain language.',
          'Payment takes place on the payment provider’s page (Stripe), whose accessibility is that provider’s responsibility.',
        ],
      },
      {
        id: 'preparation',
        heading: 'How this statement was prepared',
        paragraphs: [
          `This statement was prepared on ${date(ACCESSIBILITY_STATEMENT_DATE)} from the operator’s self-assessment and the results of the tests above. We review it with every significant change to the service.`,
        ],
      },
      {
        id: 'contact',
        heading: 'Feedback and contact',
        paragraphs: [
          `If something on the service is not accessible to you, write to ${contact(ctx)} or use the ${routeLink('contact form', 'contact')}. You may ask for content in another form, such as the terms of service as plain text, or for help with making a booking. We answer without undue delay, at the latest within ${en(F.complaintDays, W.days)}.`,
        ],
      },
      {
        id: 'enforcement',
        heading: 'Enforcement procedure',
        paragraphs: [
          'If our answer does not satisfy you, or you get none, you may notify the President of the State Fund for Rehabilitation of Disabled Persons (PFRON), which supervises how businesses meet the accessibility requirements for services. You may also turn to a consumer ombudsman.',
        ],
      },
    ],
  };
}

export const EN_DOCUMENTS: Record<LegalDocumentKind, (ctx: LegalContext) => LegalDocumentText> = {
  terms,
  privacy,
  accessibility,
};
