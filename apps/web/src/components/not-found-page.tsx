import { MessagePage } from './message-page';

/** 404 for a path the app does not know (and for a tag that does not exist). */
export function NotFoundPage() {
  return (
    <MessagePage
      title="Page not found"
      code="404"
      text="The page you are looking for is not on the menu."
      link={{ to: '/', label: 'Back to home' }}
    />
  );
}
