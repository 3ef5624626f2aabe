import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApp } from './app/app';
import { loadMatchedRoutes } from './app/router';
import { applyLanguage, keepLanguageCookie, storedChoice } from './i18n';
import { readFirstScreen } from './lib/first-screen';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const firstScreen = readFirstScreen();
const choice = storedChoice();
keepLanguageCookie(choice);

// A visitor who chose Bangla before sees Bangla from the first paint: its texts are fetched (in
// parallel with the page's own chunk) before anything is drawn. English needs nothing fetched.
void Promise.all([applyLanguage(choice), loadMatchedRoutes(window.location)]).finally(() => {
  const App = createApp(firstScreen.state);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The page the server drew, in the language this browser draws in, is taken over as it is;
  // otherwise (another page, or a choice the server did not know) the app draws afresh.
  if (firstScreen.drawnIn === `${choice.language}.${choice.digits}` && container.firstElementChild) {
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
});
