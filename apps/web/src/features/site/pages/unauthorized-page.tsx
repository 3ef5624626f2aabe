import { ShieldAlert } from 'lucide-react';
import { MessagePage } from '../../../components/message-page';
import { useMessages } from '../../../i18n';
import { siteMessages } from '../messages';

export function UnauthorizedPage() {
  const t = useMessages(siteMessages);
  return (
    <MessagePage
      title={t('unauthorizedTitle')}
      heading={t('accessDenied')}
      icon={ShieldAlert}
      text={t('noPermission')}
      textClassName="text-lg text-stone-700"
      link={{ to: '/profile/', label: t('goToProfile') }}
    />
  );
}
