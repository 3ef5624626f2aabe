import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LanguageProvider } from '../i18n';
import { LanguageSync } from './language-sync';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <LanguageSync />
        {children}
      </LanguageProvider>
    </QueryClientProvider>
  );
}
