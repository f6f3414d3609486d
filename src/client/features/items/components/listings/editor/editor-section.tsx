import type { ReactNode } from 'react';

/** One titled part of the editor: an h2 on the create page, an h3 under the edit form's own h2. */
export function EditorSection({
  id,
  title,
  level,
  children,
}: {
  id: string;
  title: string;
  level: 2 | 3;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={id}
      className="grid gap-5 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <Heading id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </Heading>
      {children}
    </section>
  );
}
