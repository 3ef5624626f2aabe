import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { activeChoice, setActiveChoice } from './active-language';
import { storeChoice, type LanguageChoice } from './languages';
import { activateLanguage } from './load-language';

type LanguageContextValue = {
  choice: LanguageChoice;
  /** Loads the language's texts, then draws the whole interface again in it and remembers it. */
  choose: (choice: LanguageChoice) => Promise<void>;
  /** True while a newly chosen language's texts are being fetched. */
  switching: boolean;
};

const LanguageContext = createContext<LanguageContextValue | null>(null);

type ChosenListener = (choice: LanguageChoice) => void;
const chosenListeners = new Set<ChosenListener>();

/**
 * Calls back after each choice made through `choose` (the language menu), not when the language is
 * applied at start: app/language-sync.tsx saves it to the signed-in account. Answers the unsubscribe.
 */
export function onLanguageChosen(listener: ChosenListener): () => void {
  chosenListeners.add(listener);
  return () => chosenListeners.delete(listener);
}

/** Makes the choice the interface's, remembers it in this browser and tells the listeners. */
async function adopt(choice: LanguageChoice): Promise<void> {
  await applyLanguage(choice);
  storeChoice(choice);
  for (const listener of chosenListeners) listener(choice);
}

/** Makes a choice the one every message, price, number and date is drawn in. */
export async function applyLanguage(choice: LanguageChoice): Promise<void> {
  await activateLanguage(choice);
  setActiveChoice(choice);
  document.documentElement.lang = choice.language;
}

/**
 * Holds the chosen language. A change redraws the tree from the top (a new key): prices and dates are
 * formatted by plain functions all over the app, and a full redraw is the one way none is left in the
 * old language. Cached answers survive it (the query client sits above), so nothing is fetched again.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<LanguageChoice>(activeChoice);
  const [switching, setSwitching] = useState(false);

  const choose = useCallback(async (next: LanguageChoice) => {
    setSwitching(true);
    try {
      await adopt(next);
      setChoice(next);
    } finally {
      setSwitching(false);
    }
  }, []);

  const value = useMemo(() => ({ choice, choose, switching }), [choice, choose, switching]);
  return (
    <LanguageContext.Provider value={value}>
      <LanguageTree key={`${choice.language}-${choice.digits}`}>{children}</LanguageTree>
    </LanguageContext.Provider>
  );
}

function LanguageTree({ children }: { children: ReactNode }) {
  return children;
}

/** Outside the provider (a component drawn alone in a test) a choice still applies and is kept. */
const standalone: LanguageContextValue = {
  get choice() {
    return activeChoice();
  },
  choose: adopt,
  switching: false,
};

export function useLanguage(): LanguageContextValue {
  return useContext(LanguageContext) ?? standalone;
}
