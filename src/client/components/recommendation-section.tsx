import type { ReactNode } from 'react';

/** The item page's row of up to 3 recommended items: personal ones (recommendations) or similar ones (items). */
export function RecommendationSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="recommendations-title" className="flex flex-col gap-4">
      <h2 id="recommendations-title" className="text-2xl font-bold">
        {title}
      </h2>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
    </section>
  );
}
