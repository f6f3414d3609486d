import sharp from 'sharp';
import type { DocumentStorage } from '@/server/adapters/documents/document-storage';
import { newDocumentKey } from '@/server/features/kyc/public';
import type { DbOrTx } from '@/server/db/client';
import { auditEvents, kycVerifications } from '@/server/db/tables';

/** An ID card's proportions (85.6 × 54 mm). */
const CARD = { width: 640, height: 404 };
const DAY_MS = 86_400_000;

/** The images of one demo identity check, drawn (no real document of anyone): front, back and a selfie with the card. */
export interface DemoDocumentImages {
  front: Buffer;
  back: Buffer;
  selfie: Buffer;
}

const lines = (x: number, y: number, widths: number[]) =>
  widths
    .map(
      (w, i) => `<rect x="${x}" y="${y + i * 30}" width="${w}" height="12" rx="6" fill="#475569" fill-opacity=".55"/>`,
    )
    .join('');

function frontSvg(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fdf2f8"/><stop offset="1" stop-color="#e0f2fe"/></linearGradient></defs>
<rect width="640" height="404" rx="28" fill="url(#g)" stroke="#94a3b8" stroke-width="4"/>
<rect x="0" y="0" width="640" height="64" rx="28" fill="#dc2626" fill-opacity=".85"/>
<text x="32" y="43" font-family="sans-serif" font-size="26" font-weight="bold" fill="#fff">DOWÓD OSOBISTY · DEMO</text>
<rect x="32" y="96" width="170" height="220" rx="12" fill="#cbd5e1"/>
<circle cx="117" cy="180" r="46" fill="#f8fafc"/><path d="M52 316 Q52 236 117 232 Q182 236 182 316 Z" fill="#f8fafc"/>
<text x="236" y="120" font-family="sans-serif" font-size="24" fill="#0f172a">${name}</text>
${lines(236, 150, [300, 220, 260, 180, 240])}
<text x="32" y="370" font-family="monospace" font-size="18" fill="#334155">WZÓR — DOKUMENT NIEPRAWDZIWY</text>
</svg>`;
}

function backSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}">
<rect width="640" height="404" rx="28" fill="#f1f5f9" stroke="#94a3b8" stroke-width="4"/>
${lines(40, 48, [420, 360, 300, 380])}
<rect x="460" y="40" width="140" height="140" rx="10" fill="#e2e8f0"/>
<rect x="24" y="280" width="592" height="96" fill="#e2e8f0"/>
<text x="40" y="318" font-family="monospace" font-size="20" fill="#334155">IDPOL&lt;&lt;DEMO&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;</text>
<text x="40" y="352" font-family="monospace" font-size="20" fill="#334155">WZOR&lt;&lt;DOKUMENT&lt;NIEPRAWDZIWY&lt;&lt;&lt;&lt;&lt;</text>
</svg>`;
}

function selfieSvg(hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="640">
<rect width="480" height="640" fill="hsl(${hue} 45% 78%)"/>
<circle cx="240" cy="220" r="100" fill="#f5d0b5"/><path d="M140 190 Q150 100 240 104 Q330 100 340 190 Q300 140 240 146 Q180 140 140 190 Z" fill="#57534e"/>
<path d="M60 640 Q60 380 240 360 Q420 380 420 640 Z" fill="hsl(${(hue + 180) % 360} 35% 45%)"/>
<g transform="rotate(-8 250 480)"><rect x="150" y="420" width="200" height="126" rx="10" fill="#fdf2f8" stroke="#94a3b8" stroke-width="3"/>
<rect x="150" y="420" width="200" height="22" rx="10" fill="#dc2626" fill-opacity=".85"/><rect x="162" y="452" width="52" height="70" rx="4" fill="#cbd5e1"/></g>
</svg>`;
}

/** Draws one person's document images as a phone would send them after the server's re-encoding (plain JPEG). */
export async function drawDemoDocuments(name: string, index: number): Promise<DemoDocumentImages> {
  const jpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  const [front, back, selfie] = await Promise.all([
    jpeg(frontSvg(name)),
    jpeg(backSvg()),
    jpeg(selfieSvg((index * 47) % 360)),
  ]);
  return { front, back, selfie };
}

export interface DemoIdentity {
  userId: number;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  city: string;
  images: DemoDocumentImages;
}

/**
 * Approved identity checks on record for the demo's verified people (docs/decisions/0047): a national ID card with
 * both sides and a selfie, stored encrypted as a submission's are, decided by the demo admin a few days before the
 * seed (so the admin can open them, and the retention job removes them after KYC_RETENTION_DAYS as anyone's), with
 * the decision in the audit log. Returns the storage keys written, for the caller to remove should its transaction fail.
 */
export async function seedDemoIdentities(
  tx: DbOrTx,
  documents: DocumentStorage,
  people: DemoIdentity[],
  adminId: number | null,
  clock: Date,
  written: string[],
): Promise<void> {
  for (const [i, p] of people.entries()) {
    const keys = {
      front: newDocumentKey(p.userId, 'front'),
      back: newDocumentKey(p.userId, 'back'),
      selfie: newDocumentKey(p.userId, 'selfie'),
    };
    for (const side of ['front', 'back', 'selfie'] as const) {
      written.push(keys[side]);
      await documents.put(keys[side], p.images[side], 'image/jpeg');
    }
    const submittedAt = new Date(clock.getTime() - (4 + i) * DAY_MS);
    const reviewedAt = new Date(submittedAt.getTime() + (2 + (i % 5)) * 3_600_000);
    const documentNumber = `DEM${String(104_217 + i * 1_379).padStart(6, '0')}`;
    const [row] = await tx
      .insert(kycVerifications)
      .values({
        userId: p.userId,
        verificationStatus: 'approved',
        documentType: 'national_id',
        documentNumber,
        documentNumberLast4: documentNumber.slice(-4),
        documentFrontKey: keys.front,
        documentBackKey: keys.back,
        selfieKey: keys.selfie,
        firstName: p.firstName,
        lastName: p.lastName,
        dateOfBirth: `${1975 + ((i * 3) % 25)}-${String((i % 12) + 1).padStart(2, '0')}-${String(10 + i).padStart(2, '0')}`,
        nationality: 'Polish',
        address: `ul. Przykładowa ${3 + i * 4}/${1 + (i % 6)}`,
        city: p.city,
        postalCode: `${String(10 + i * 7).padStart(2, '0')}-${String(100 + i * 37).padStart(3, '0')}`,
        country: 'Poland',
        phoneNumber: p.mobileNumber,
        submittedAt,
        reviewedAt,
        reviewedBy: adminId,
      })
      .returning({ id: kycVerifications.id });
    await tx.insert(auditEvents).values({
      actorId: adminId,
      action: 'kyc.approved',
      subjectType: 'kyc_verification',
      subjectId: String(row.id),
      details: { userId: p.userId },
      createdAt: reviewedAt,
    });
  }
}
