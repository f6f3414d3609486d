import { useTranslation } from '@/client/i18n/use-translation';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { RECENT_SIGNUP_DAYS, type SignupStats } from '@/shared/schemas/admin';
import { Card, CardContent, CardHeader } from '@/client/components/ui/card';
import { AdminSection } from './admin-gate';
import { formatDay, formatMonth, fullName } from './format';

/** The three figures of the dashboard: every signup, those of the last 7 days, and this Warsaw month's. */
export function StatCards({ stats }: { stats: SignupStats }) {
  const { t } = useTranslation();
  const cards = [
    { key: 'total', value: stats.totalSignups, hint: null },
    {
      key: 'recent',
      value: stats.recentSignupsCount,
      hint: t('admin.stats.recentHint', { count: RECENT_SIGNUP_DAYS }),
    },
    { key: 'thisMonth', value: stats.signupsByMonth.at(-1)?.count ?? 0, hint: null },
  ] as const;
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label={t('admin.stats.label')}>
      {cards.map((c) => (
        <li key={c.key}>
          <Card className="h-full" data-testid={`admin-stat-${c.key}`}>
            <CardHeader className="pb-2">
              <p className="text-sm font-medium text-gray-700">{t(`admin.stats.${c.key}`)}</p>
            </CardHeader>
            <CardContent>
              <p className="text-3xl font-bold">{c.value}</p>
              {c.hint && <p className="text-sm text-gray-700">{c.hint}</p>}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/**
 * The 6-month trend as a bar chart. The chart is a picture for sighted readers (aria-hidden); the same numbers are in
 * a table for screen readers, and the figure's caption names both.
 */
export function SignupTrend({ stats }: { stats: SignupStats }) {
  const { t, i18n } = useTranslation();
  const data = stats.signupsByMonth.map((m) => ({ label: formatMonth(m.month, i18n.language), count: m.count }));
  return (
    <AdminSection id="admin-trend" title={t('admin.trend.title')} description={t('admin.trend.description')}>
      <figure data-testid="signup-trend-chart">
        <div className="h-64 w-full" aria-hidden>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#374151' }} />
              <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#374151' }} />
              <Tooltip formatter={(v) => [v, t('admin.trend.count')]} />
              <Bar dataKey="count" fill="#15803d" radius={[4, 4, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <figcaption className="sr-only">{t('admin.trend.description')}</figcaption>
        <table className="sr-only">
          <caption>{t('admin.trend.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.trend.month')}</th>
              <th scope="col">{t('admin.trend.count')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.label}>
                <th scope="row">{d.label}</th>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
    </AdminSection>
  );
}

export function RecentSignups({ stats }: { stats: SignupStats }) {
  const { t, i18n } = useTranslation();
  return (
    <AdminSection id="admin-recent" title={t('admin.recent.title')}>
      {stats.recentSignups.length === 0 ? (
        <p className="text-gray-700">{t('admin.recent.empty')}</p>
      ) : (
        <ul className="divide-y divide-gray-100" data-testid="recent-signups">
          {stats.recentSignups.map((u) => (
            <li key={u.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
              <span className="min-w-0">
                <span className="block truncate font-medium">{fullName(u) ?? t('admin.users.noName')}</span>
                <span className="block truncate text-sm text-gray-700">{u.email}</span>
              </span>
              <span className="text-sm text-gray-700">{formatDay(u.createdAt, i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
