/** The placeholder every help text writes for the support address (SUPPORT_EMAIL on the server), filled in when shown. */
export const SUPPORT_EMAIL_PLACEHOLDER = '{{supportEmail}}';

/** A text with the support address filled in. */
export function withSupportEmail(text: string, supportEmail: string): string {
  return text.replaceAll(SUPPORT_EMAIL_PLACEHOLDER, supportEmail);
}
