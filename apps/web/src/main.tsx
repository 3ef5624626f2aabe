import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyLanguage, storedChoice } from './i18n';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A visitor who chose Bangla before sees Bangla from the first paint: its texts are fetched (in
// parallel with the page's own chunk) before anything is drawn. English needs nothing fetched.
void applyLanguage(storedChoice()).finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
