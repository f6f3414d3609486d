import { useTranslation } from '@/client/i18n/use-translation';
import { ContactDetails } from '@/client/features/contact/components/contact-details';
import { ContactForm } from '@/client/features/contact/components/contact-form';

/** Contact (spec 01 §2): support's details and the contact form. */
export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center">
          <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-5xl">{t('contact.title')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-700">{t('contact.subtitle')}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-16 lg:grid-cols-[1fr_2fr]">
        <ContactDetails />
        <ContactForm />
      </div>
    </>
  );
}
