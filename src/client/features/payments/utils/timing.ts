/** Spec 02 §9: the payment-success page, where every checkout ends (issue 19 §4), moves on to my items in 5 s. */
export const SUCCESS_PAGE_REDIRECT_MS = 5_000;
