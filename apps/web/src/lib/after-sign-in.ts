import { createContext, useContext } from 'react';
import type { Login } from '@bhoj/contract';

/**
 * Work to finish between the sign-in answer and entering the app, with the new user (token included)
 * before it is stored: src/app gives the guest cart's merge, which a feature may not import itself.
 * It must not throw: a sign-in never fails for it.
 */
export type AfterSignIn = (user: Login) => Promise<void>;

export const AfterSignInContext = createContext<AfterSignIn | null>(null);

export const useAfterSignIn = (): AfterSignIn | null => useContext(AfterSignInContext);
