import { FileSpreadsheet, Scale, ShieldCheck } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { localizedPath } from '@/client/lib/paths';
import { useSignupStats } from '../api/get-signup-stats';
import { AdminGate } from '../components/admin-gate';
import { AuditLog } from '../components/audit-log';
import { ChatbotUnanswered } from '../components/chatbot-unanswered';
import { FailedDeliveries } from '../components/failed-deliveries';
import { FailedMoney } from '../components/failed-money';
import { ReviewReports } from '../components/review-reports';
import { RecentSignups, SignupTrend, StatCards } from '../components/signup-stats';
import { UsersTable } from '../components/users-table';

function Dashboard() {
  const { t, i18n } = useTranslation();
  const stats = useSignupStats();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('admin.dashboard.title')}</h1>
          <p className="mt-1 text-gray-700">{t('admin.dashboard.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={localizedPath('adminKyc', i18n.language)}>
              <ShieldCheck className="h-4 w-4" aria-hidden />
              {t('admin.dashboard.kycLink')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={localizedPath('adminDamage', i18n.language)}>
              <Scale className="h-4 w-4" aria-hidden />
              {t('adminDamage.dashboardLink')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={localizedPath('adminDac7', i18n.language)}>
              <FileSpreadsheet className="h-4 w-4" aria-hidden />
              {t('adminDac7.dashboardLink')}
            </Link>
          </Button>
        </div>
      </div>
      {stats.isError ? (
        <p role="alert" className="text-red-700">
          {t('admin.loadFailed')}
        </p>
      ) : !stats.data ? (
        <p className="text-gray-700">{t('common.loading')}</p>
      ) : (
        <>
          <StatCards stats={stats.data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <SignupTrend stats={stats.data} />
            <RecentSignups stats={stats.data} />
          </div>
        </>
      )}
      <UsersTable />
      <div className="grid gap-6 lg:grid-cols-2">
        <ReviewReports />
        <FailedDeliveries />
      </div>
      <FailedMoney />
      <ChatbotUnanswered />
      <AuditLog />
    </div>
  );
}

/** The admin dashboard (spec 02 §2, issue 14 §3): signups, users, and what needs an admin. */
export default function AdminDashboardPage() {
  const { t } = useTranslation();
  return (
    <AdminGate title={t('admin.dashboard.title')} deniedText={t('admin.accessDenied.dashboard')}>
      <Dashboard />
    </AdminGate>
  );
}
