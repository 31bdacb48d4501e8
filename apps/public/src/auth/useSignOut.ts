import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { es } from '../i18n/es';
import { useNotify } from '../notifications/NotificationsContext';
import { useAuth } from './AuthContext';

/** Close the session, tell the visitor, and go home. */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Home first: a page for signed-in visitors only (/perfil) would otherwise send them to the login.
    navigate('/');
    await signOut();
    notify({ tone: 'success', title: es.logout.title, message: es.logout.done });
  }, [signOut, notify, navigate]);
}
