import { SpriteIcon } from '@/client/components/icons/sprite';
import { useTranslation } from '@/client/i18n/use-translation';
import { Card } from '@/client/components/ui/card';

/** Three hard-coded customer voices (spec 01 §1): first name and initial, city, five stars; the quote is translated. */
const TESTIMONIALS = [
  { key: 'marta', name: 'Marta K.', city: 'Kraków', rating: 5 },
  { key: 'tomasz', name: 'Tomasz W.', city: 'Warszawa', rating: 5 },
  { key: 'agnieszka', name: 'Agnieszka P.', city: 'Gdańsk', rating: 5 },
] as const;

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <div role="img" aria-label={t('testimonials.rating', { rating })} className="flex gap-0.5 text-amber-500">
      {Array.from({ length: 5 }, (_, i) => (
        <SpriteIcon key={i} name="star" className="h-5 w-5" fill={i < rating ? 'currentColor' : 'none'} />
      ))}
    </div>
  );
}

export function Testimonials() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="testimonials-title" className="bg-gray-50 py-12 sm:py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="testimonials-title" className="mb-8 text-center text-2xl font-bold sm:text-3xl">
          {t('testimonials.title')}
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((item) => (
            <li key={item.key}>
              <Card className="flex h-full flex-col gap-4 p-6">
                <Stars rating={item.rating} />
                <blockquote className="flex-1 text-gray-800">„{t(`testimonials.${item.key}`)}”</blockquote>
                <p className="text-sm">
                  <span className="font-semibold">{item.name}</span>
                  <span className="text-gray-600"> · {item.city}</span>
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
