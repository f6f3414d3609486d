import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/client/components/ui/card';

/** One figure of the dashboard: an icon, what it is, the value, and a way on (a link or a button). */
export function StatCard({
  icon: Icon,
  label,
  value,
  testId,
  children,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="h-5 w-5" aria-hidden />
        </span>
        <h2 className="text-sm font-medium text-gray-700">{label}</h2>
      </div>
      <p className="text-3xl font-bold text-gray-900" data-testid={testId}>
        {value}
      </p>
      <div className="mt-auto">{children}</div>
    </Card>
  );
}
