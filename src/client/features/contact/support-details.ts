/**
 * How customers reach support, as the footer and the contact page show it. The address that actually
 * receives the contact form is the server's SUPPORT_EMAIL setting.
 */
export const SUPPORT_DETAILS = {
  email: 'pomoc@wypozyczalnia.pl',
  phone: '+48 22 123 45 67',
  phoneHref: 'tel:+48221234567',
  street: 'ul. Przykładowa 12',
  city: '00-001 Warszawa',
} as const;
