import { LegalDocument } from '../components/legal-document';

/** /privacy (issue 27 §2), written for this product; figures from the shared constants. */
export default function PrivacyPage() {
  return <LegalDocument kind="privacy" />;
}
