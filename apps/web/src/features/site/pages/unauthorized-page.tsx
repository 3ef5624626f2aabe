import { ShieldAlert } from 'lucide-react';
import { MessagePage } from '../../../components/message-page';

export function UnauthorizedPage() {
  return (
    <MessagePage
      title="Unauthorized"
      heading="Access denied"
      icon={ShieldAlert}
      text="You do not have permission to view this page."
      textClassName="text-lg text-stone-700"
      link={{ to: '/profile/', label: 'Go to your profile' }}
    />
  );
}
