import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';

/** An empty list: its icon, what is missing, how to fill it, and a link to browse. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  linkLabel,
  href,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  linkLabel: string;
  href: string;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
      <Icon className="h-10 w-10 text-brand-700" aria-hidden />
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      <p className="max-w-md text-gray-700">{text}</p>
      <Button asChild className="mt-2">
        <Link to={href}>{linkLabel}</Link>
      </Button>
    </div>
  );
}
