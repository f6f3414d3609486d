import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/client/components/ui/card';

/** The frame of every account screen: a centred card whose heading is the page's h1. */
export function AuthCard({
  title,
  description,
  icon,
  children,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          {icon}
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}
