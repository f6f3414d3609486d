import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedPath } from '../../../lib/paths';
import { LoginRequiredCard } from '../../../components/ui/login-required-card';
import { useUser } from '../../../lib/auth';
import { DeleteAccountSection } from '../components/delete-account-section';
import { ProfileDetails } from '../components/profile-details';
import { ProfileEditForm } from '../components/profile-edit-form';

/** Logged out: the login-required card. Logged in: view mode, edit mode and the danger zone. */
export default function ProfilePage() {
  const { t, i18n } = useTranslation();
  const { user, isLoading } = useUser();
  const [editing, setEditing] = useState(false);

  if (isLoading && !user) return <p className="p-8 text-center text-gray-600">{t('common.loading')}</p>;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t('profile.title')}</h1>
      {!user ? (
        <LoginRequiredCard
          loginPath={localizedPath('login', i18n.language)}
          registerPath={localizedPath('register', i18n.language)}
          description={t('profile.loginRequiredDescription')}
        />
      ) : (
        <div className="grid gap-6">
          {editing ? (
            <ProfileEditForm key={user.id} user={user} onDone={() => setEditing(false)} />
          ) : (
            <ProfileDetails user={user} onEdit={() => setEditing(true)} />
          )}
          <DeleteAccountSection userId={user.id} />
        </div>
      )}
    </div>
  );
}
