import { formatDigits, useMessages } from '../i18n';
import { MessagePage } from './message-page';
import { componentMessages } from './messages';

/** 404 for a path the app does not know (and for a tag that does not exist). */
export function NotFoundPage() {
  const t = useMessages(componentMessages);
  return (
    <MessagePage
      title={t('notFoundTitle')}
      code={formatDigits(404)}
      text={t('notFoundText')}
      link={{ to: '/', label: t('backHome') }}
    />
  );
}
