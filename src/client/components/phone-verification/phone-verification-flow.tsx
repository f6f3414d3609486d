import { useState } from 'react';
import { PhoneCodeStep } from './phone-code-step';
import { PhoneNumberStep, type SentCode } from './phone-number-step';

/** The two steps of phone verification, shared by the page and the profile's dialog: the number, then the code. */
export function PhoneVerificationFlow({
  idPrefix,
  onVerified,
  intro = true,
}: {
  idPrefix: string;
  intro?: boolean;
  onVerified: (mobileNumber: string) => void;
}) {
  const [sent, setSent] = useState<SentCode | null>(null);
  const [typed, setTyped] = useState<{ countryCode: string; phoneNumber: string } | undefined>();
  if (!sent) return <PhoneNumberStep idPrefix={idPrefix} initial={typed} onSent={setSent} intro={intro} />;
  return (
    <PhoneCodeStep
      key={sent.sentAt}
      idPrefix={idPrefix}
      sent={sent}
      onResent={setSent}
      onChangeNumber={() => {
        setTyped({ countryCode: sent.countryCode, phoneNumber: sent.typedNumber });
        setSent(null);
      }}
      onVerified={onVerified}
    />
  );
}
