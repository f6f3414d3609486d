/** The FAQ's questions in display order; texts are `faq.items.<id>.question|answer` (spec 01 §9: 12 entries). */
export const FAQ_IDS = [
  'howItWorks',
  'account',
  'payments',
  'bookingFee',
  'deposit',
  'insurance',
  'cancellation',
  'verification',
  'contactOwner',
  'listItem',
  'ownerEarnings',
  'damage',
] as const;
