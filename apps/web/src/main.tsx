import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApp } from './app/app';
import { loadMatchedRoutes } from './app/router';
import { applyLanguage, keepLanguageCookie, storedChoice } from './i18n';
import { readFirstScreen } from './lib/first-screen';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container: HTMLElement = root;

/** Gives the browser a turn (a paint, a tap) between the steps of taking the page over. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * Takes the page over in steps, each a task of its own (docs/ARCHITECTURE.md, "Taking over in slices"):
 * the entry's evaluation; reading the page and the stored choice (the first reads of storage and the
 * cookie wait on the browser); loading the page's code and its language; the query client with the
 * page's answers; the router; drawing.
 */
async function start() {
  await nextTask();
  const firstScreen = readFirstScreen();
  const choice = storedChoice();
  keepLanguageCookie(choice);
  await nextTask();
  try {
    // A visitor who chose Bangla before sees Bangla from the first paint: its texts are fetched (in
    // parallel with the page's own chunk) before anything is drawn. English needs nothing fetched.
    await Promise.all([applyLanguage(choice), loadMatchedRoutes(window.location)]);
  } finally {
    await nextTask();
    const App = await createApp(firstScreen.state, nextTask);
    await nextTask();
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    // The page the server drew, in the language this browser draws in, is taken over as it is, in
    // slices (a transition), each short enough not to hold up a tap; otherwise (another page, or a
    // choice the server did not know) the app draws afresh.
    if (firstScreen.drawnIn === `${choice.language}.${choice.digits}` && container.firstElementChild) {
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else {
      createRoot(container).render(app);
    }
  }
}

void start();
