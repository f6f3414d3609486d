import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card, CardDescription, CardHeader } from '@/client/components/ui/card';
import { localizedPath } from '@/client/lib/paths';
import { usePendingKyc } from '../api/get-pending-kyc';
import { AdminGate } from '../components/admin-gate';
import { KycCard } from '../components/kyc-card';
import { KycReview } from '../components/kyc-review';

function KycPanel() {
  const { t, i18n } = useTranslation();
  const pending = usePendingKyc();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = pending.data?.find((r) => r.id === openId) ?? null;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('admin.kyc.title')}</h1>
          {pending.data && (
            <p className="mt-1 text-gray-700" data-testid="kyc-count">
              {t('admin.kyc.count', { count: pending.data.length })}
            </p>
          )}
        </div>
        <Button asChild variant="outline">
          <Link to={localizedPath('admin', i18n.language)}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('admin.kyc.toDashboard')}
          </Link>
        </Button>
      </div>
      {pending.isError ? (
        <p role="alert" className="text-red-700">
          {t('admin.loadFailed')}
        </p>
      ) : !pending.data ? (
        <p className="text-gray-700">{t('common.loading')}</p>
      ) : open ? (
        // Keyed by the record: another one opens with empty fields.
        <KycReview key={open.id} record={open} onClose={() => setOpenId(null)} />
      ) : pending.data.length === 0 ? (
        <Card className="mx-auto w-full max-w-md text-center" data-testid="kyc-empty">
          <CardHeader className="items-center">
            <CheckCircle2 className="h-10 w-10 text-green-700" aria-hidden />
            <h2 className="text-xl font-semibold">{t('admin.kyc.empty.title')}</h2>
            <CardDescription>{t('admin.kyc.empty.description')}</CardDescription>
          </CardHeader>
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {pending.data.map((r) => (
            <li key={r.id}>
              <KycCard record={r} onReview={() => setOpenId(r.id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The KYC admin panel (spec 02 §2): pending verifications and their review. */
export default function AdminKycPage() {
  const { t } = useTranslation();
  return (
    <AdminGate title={t('admin.kyc.title')} deniedText={t('admin.accessDenied.kyc')}>
      <KycPanel />
    </AdminGate>
  );
}
