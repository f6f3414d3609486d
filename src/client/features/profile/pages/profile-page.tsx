import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrivateUser } from '@/shared/schemas/users';
import { SignedInOnly } from '../../../components/signed-in-only';
import { DeleteAccountSection } from '../components/delete-account-section';
import { PasswordSection } from '../components/password-section';
import { ProfileDetails } from '../components/profile-details';
import { ProfileEditForm } from '../components/profile-edit-form';
import { ProfileLists } from '../components/profile-lists';

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
    <SignedInOnly framed returnHere={false} title={t('profile.title')} description={t('profile.loginRequiredDescription')}>
      {(user) => <Profile user={user} />}
    </SignedInOnly>
  );
}
