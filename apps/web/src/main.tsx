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

const firstScreen = readFirstScreen();
const choice = storedChoice();
keepLanguageCookie(choice);

/** Gives the browser a turn (a paint, a tap) between the steps of taking the page over. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

function draw() {
  const App = createApp(firstScreen.state);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The page the server drew, in the language this browser draws in, is taken over as it is, in slices
  // (a transition), each short enough not to hold up a tap; otherwise (another page, or a choice the
  // server did not know) the app draws afresh.
  if (firstScreen.drawnIn === `${choice.language}.${choice.digits}` && container.firstElementChild) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

async function start() {
  await nextTask();
  try {
    // A visitor who chose Bangla before sees Bangla from the first paint: its texts are fetched (in
    // parallel with the page's own chunk) before anything is drawn. English needs nothing fetched.
    await Promise.all([applyLanguage(choice), loadMatchedRoutes(window.location)]);
  } finally {
    await nextTask();
    draw();
  }
}

void start();
