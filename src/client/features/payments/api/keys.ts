/** The payments feature's caches: the checkout's intent and the payment state of a rental. */
export const paymentsKeys = {
  all: ['payments'] as const,
  intent: (rentalId: number) => [...paymentsKeys.all, 'intent', rentalId] as const,
  rental: (rentalId: number) => [...paymentsKeys.all, 'rental', rentalId] as const,
};
