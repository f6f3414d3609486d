import { LegalDocument } from '../components/legal-document';

/** /terms (issue 27 §2), written for this product; figures from the shared constants. */
export default function TermsPage() {
  return <LegalDocument kind="terms" />;
}
