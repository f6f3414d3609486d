import type { ReactNode } from 'react';

/** The top band of an information page. */
export function PageHero({ title, subtitle, children }: { title: string; subtitle: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-700">{subtitle}</p>
        {children}
      </div>
    </section>
  );
}
