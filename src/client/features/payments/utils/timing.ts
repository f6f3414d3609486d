/** Spec 02 §9: after a successful checkout, my items follow in 2 s; the payment-success page moves on in 5 s. */
export const CHECKOUT_REDIRECT_MS = 2_000;
export const SUCCESS_PAGE_REDIRECT_MS = 5_000;
