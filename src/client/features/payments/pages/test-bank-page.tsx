import { TestProviderStep } from '@/client/features/payments/components/test-provider-step';

/** /test-payments/bank?intent=…: the test provider's Przelewy24 bank. */
export default function TestBankPage() {
  return <TestProviderStep kind="bank" />;
}
