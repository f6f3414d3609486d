import { useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import type { PrivateUser } from '@/shared/schemas/users';
import { SignedInOnly } from '@/client/components/signed-in-only';
import { KycStatusCard } from '@/client/features/kyc/components/kyc-status-card';
import { DataExportCard } from '@/client/features/data-export/components/data-export-card';
import { PhoneVerifyDialog } from '@/client/features/phone/components/phone-verify-dialog';
import { DeleteAccountSection } from '@/client/features/users/components/delete-account-section';
import { PasswordSection } from '@/client/features/users/components/password-section';
import { ProfileDetails } from '@/client/features/users/components/profile-details';
import { ProfileEditForm } from '@/client/features/users/components/profile-edit-form';
import { PROFILE_LIST_SIZE, ProfileLists } from '@/client/features/users/components/profile-lists';
import { useListedItems } from '@/client/features/items/api/get-items';
import { useRentedItems } from '@/client/features/rentals/api/get-rentals-page';

/**
 * View mode, edit mode, the password and other devices, and the danger zone (users), with the phone's Verify button
 * (phone), the identity check's card (kyc), my listed (items) and rented (rentals) items, and the copy of my data
 * (data-export): the page lives in app.
 */
function Profile({ user }: { user: PrivateUser }) {
  const [editing, setEditing] = useState(false);
  const listed = useListedItems(user.id, PROFILE_LIST_SIZE);
  const rented = useRentedItems(user.id, PROFILE_LIST_SIZE);
  return (
    <div className="mt-6 grid gap-6">
      {editing ? (
        <ProfileEditForm key={user.id} user={user} onDone={() => setEditing(false)} />
      ) : (
        <ProfileDetails
          user={user}
          onEdit={() => setEditing(true)}
          verifyPhone={<PhoneVerifyDialog mobileNumber={user.mobileNumber} />}
        />
      )}
      <KycStatusCard />
      <ProfileLists listed={listed} rented={rented} />
      <PasswordSection userId={user.id} />
      <DataExportCard userId={user.id} />
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
