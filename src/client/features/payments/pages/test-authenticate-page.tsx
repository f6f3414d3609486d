import { TestProviderStep } from '@/client/features/payments/components/test-provider-step';

/** /test-payments/authenticate?intent=…: the test provider's authentication step (card 4000 0025 0000 3155). */
export default function TestAuthenticatePage() {
  return <TestProviderStep kind="authenticate" />;
}
