import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrivateUser } from '@/shared/schemas/users';
import { SignedInOnly } from '@/client/components/signed-in-only';
import { KycCard } from '@/client/features/profile/components/kyc-card';
import { DeleteAccountSection } from '@/client/features/profile/components/delete-account-section';
import { PasswordSection } from '@/client/features/profile/components/password-section';
import { ProfileDetails } from '@/client/features/profile/components/profile-details';
import { ProfileEditForm } from '@/client/features/profile/components/profile-edit-form';
import { ProfileLists } from '@/client/features/profile/components/profile-lists';

/** View mode, edit mode, my listed and rented items, the password and other devices, and the danger zone. */
function Profile({ user }: { user: PrivateUser }) {
  const [editing, setEditing] = useState(false);
  return (
    <div className="mt-6 grid gap-6">
      {editing ? (
        <ProfileEditForm key={user.id} user={user} onDone={() => setEditing(false)} />
      ) : (
        <ProfileDetails user={user} onEdit={() => setEditing(true)} />
      )}
      <KycCard />
      <ProfileLists userId={user.id} />
      <PasswordSection userId={user.id} />
      <DeleteAccountSection userId={user.id} />
    </div>
  );
}

/** Logged out: the login-required card (its login link has no ?returnTo=). Logged in: the profile. */
export default function ProfilePage() {
  const { t } = useTranslation();
  return (
    <SignedInOnly
      framed
      returnHere={false}
      title={t('profile.title')}
      description={t('profile.loginRequiredDescription')}
    >
      {(user) => <Profile user={user} />}
    </SignedInOnly>
  );
}
