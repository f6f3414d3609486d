import { useTranslation } from '@/client/i18n/use-translation';
import { warsawDateTime } from '@/shared/domain/dates';
import type { HandoverRecord } from '@/shared/schemas/damage';
import { RentalPhotos } from '@/client/components/rental-photos';

/** One record: who added it and when (the server's time, Poland's clock), the note and the photos. */
export function HandoverRecordView({ record }: { record: HandoverRecord }) {
  const { t } = useTranslation();
  const label = t('handover.photoLabel', {
    moment: t(`handover.moments.${record.moment}`),
    party: t(`handover.parties.${record.by}`),
  });
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-gray-50 p-3" data-testid="handover-record" data-by={record.by}>
      <p className="text-sm text-gray-700">
        {t(`handover.addedBy.${record.by}`)}
        {' · '}
        <time dateTime={record.createdAt}>{warsawDateTime(record.createdAt)}</time>
      </p>
      {record.note && <p className="text-sm break-words whitespace-pre-line text-gray-900">{record.note}</p>}
      <RentalPhotos urls={record.photoUrls} label={label} />
    </li>
  );
}
