import { useState } from 'react';
import { PhoneCodeStep } from './phone-code-step';
import { PhoneNumberStep, type SentCode } from './phone-number-step';
import { prefillFromMobileNumber } from './prefill';

/** The two steps of phone verification, shared by the page and the profile's dialog: the number, then the code. */
export function PhoneVerificationFlow({
  idPrefix,
  onVerified,
  intro = true,
  mobileNumber,
}: {
  idPrefix: string;
  intro?: boolean;
  onVerified: (mobileNumber: string) => void;
  /** The profile's number ("+48 600100200"): the first step starts filled with it (issue 20 §5). */
  mobileNumber?: string | null;
}) {
  const [sent, setSent] = useState<SentCode | null>(null);
  const [typed, setTyped] = useState(() => prefillFromMobileNumber(mobileNumber));
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
