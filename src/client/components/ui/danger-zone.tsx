import type { ReactNode } from 'react';

/** A red-framed section for an action that cannot be undone (deleting an account, a listing); one per page. */
export function DangerZone({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="danger-zone-title" className="rounded-xl border border-red-200 bg-red-50 p-6">
      <h2 id="danger-zone-title" className="text-lg font-semibold text-red-800">
        {title}
      </h2>
      <p className="mt-1 text-sm text-gray-800">{description}</p>
      {children}
    </section>
  );
}
