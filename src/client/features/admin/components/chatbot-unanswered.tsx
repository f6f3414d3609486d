import { useTranslation } from '@/client/i18n/use-translation';
import { useChatbotUnanswered } from '../api/get-chatbot-unanswered';
import { AdminSection } from './admin-gate';
import { formatMoment } from './format';

/** The questions the help chatbot could not answer (issue 23 §2), to improve the help content with. */
export function ChatbotUnanswered() {
  const { t, i18n } = useTranslation();
  const { data, isError } = useChatbotUnanswered();
  return (
    <AdminSection id="admin-chatbot" title={t('admin.chatbot.title')} description={t('admin.chatbot.description')}>
      {isError ? (
        <p role="alert" className="text-red-700">
          {t('admin.loadFailed')}
        </p>
      ) : !data ? (
        <p className="text-gray-700">{t('common.loading')}</p>
      ) : (
        <>
          <p className="mb-3 text-sm text-gray-700" data-testid="chatbot-totals">
            {t('admin.chatbot.totals', { asked: data.totals.asked, handedOff: data.totals.handedOff })}
          </p>
          {data.questions.length === 0 ? (
            <p className="text-gray-700">{t('admin.chatbot.empty')}</p>
          ) : (
            <ul className="divide-y divide-gray-100">
              {data.questions.map((q) => (
                <li key={`${q.language}:${q.question}`} className="py-3 text-sm" data-testid="chatbot-unanswered">
                  <p lang={q.language} className="font-medium break-words">
                    {q.question}
                  </p>
                  <p className="text-gray-700">
                    <abbr
                      title={t('admin.chatbot.language', { language: q.language.toUpperCase() })}
                      className="no-underline"
                    >
                      {q.language.toUpperCase()}
                    </abbr>
                    {' · '}
                    {t('admin.chatbot.times', { count: q.times })}
                    {' · '}
                    {t('admin.chatbot.lastAsked', { date: formatMoment(q.lastAskedAt, i18n.language) })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </AdminSection>
  );
}
