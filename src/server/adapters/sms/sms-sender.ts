/** One outgoing SMS: the number in E.164 ("+48600700800") and plain text (no Polish diacritics: 160 characters). */
export interface SmsMessage {
  to: string;
  text: string;
}

/** SMSAPI.pl when SMSAPI_TOKEN is set, otherwise the dev outbox (issue 14). */
export interface SmsSender {
  readonly kind: 'smsapi' | 'outbox';
  send(message: SmsMessage): Promise<void>;
}
