import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card, CardDescription, CardHeader } from '@/client/components/ui/card';
import { localizedPath } from '@/client/lib/paths';
import { useAdminDamageReports, type DamageListFilter } from '../api/get-damage-reports';
import { AdminGate } from '../components/admin-gate';
import { DamageCard } from '../components/damage-card';
import { DamageReview } from '../components/damage-review';

/** A report id from `?report=` (a positive int4), null otherwise. */
const parseId = (v: string | null) => (v && /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2_147_483_647 ? Number(v) : null);

function DamagePanel() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter: DamageListFilter = params.get('status') === 'all' ? 'all' : 'open';
  const openId = parseId(params.get('report'));
  const list = useAdminDamageReports(filter);
  const set = (name: string, value: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('adminDamage.title')}</h1>
          <p className="mt-1 text-gray-700">{t('adminDamage.subtitle')}</p>
        </div>
        <Button asChild variant="outline">
          <Link to={localizedPath('admin', i18n.language)}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('adminDamage.toDashboard')}
          </Link>
        </Button>
      </div>
      {openId !== null ? (
        <DamageReview key={openId} id={openId} onClose={() => set('report', null)} />
      ) : (
        <>
          <label className="flex w-fit items-center gap-2 text-sm font-medium text-gray-800">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              checked={filter === 'all'}
              onChange={(e) => set('status', e.target.checked ? 'all' : null)}
            />
            {t('adminDamage.showAll')}
          </label>
          {list.isError ? (
            <p role="alert" className="text-red-700">
              {t('admin.loadFailed')}
            </p>
          ) : !list.data ? (
            <p className="text-gray-700">{t('common.loading')}</p>
          ) : list.data.length === 0 ? (
            <Card className="mx-auto w-full max-w-md text-center" data-testid="admin-damage-empty">
              <CardHeader className="items-center">
                <CheckCircle2 className="h-10 w-10 text-green-700" aria-hidden />
                <h2 className="text-xl font-semibold">{t(`adminDamage.empty.${filter}`)}</h2>
                <CardDescription>{t('adminDamage.empty.description')}</CardDescription>
              </CardHeader>
            </Card>
          ) : (
            <>
              <p className="text-gray-700" data-testid="admin-damage-count">
                {t(`adminDamage.count.${filter}`, { count: list.data.length })}
              </p>
              <ul className="grid gap-4 md:grid-cols-2" aria-label={t('adminDamage.listLabel')}>
                {list.data.map((r) => (
                  <li key={r.id}>
                    <DamageCard report={r} onOpen={() => set('report', String(r.id))} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </div>
  );
}

/** Damage mediation (issue 25 §3): open reports oldest first, each with both sides and the decision. */
export default function AdminDamagePage() {
  const { t } = useTranslation();
  return (
    <AdminGate title={t('adminDamage.title')} deniedText={t('adminDamage.accessDenied')}>
      <DamagePanel />
    </AdminGate>
  );
}
