import { LegalDocument } from '../components/legal-document';

/** /accessibility (issue 27 §2), written for this product; figures from the shared constants. */
export default function AccessibilityPage() {
  return <LegalDocument kind="accessibility" />;
}
