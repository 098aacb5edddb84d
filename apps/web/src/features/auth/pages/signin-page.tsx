import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';
import { SignInForm } from '../components/sign-in-form';

type SigninView = 'signin' | 'register';

const viewOfHash = (): SigninView => (window.location.hash === '#register' ? 'register' : 'signin');

/** signin.html: sign in, or register a company (#register opens that form). */
export function SigninPage() {
  const { t } = useTranslation('auth');
  const [view, setView] = useState<SigninView>(viewOfHash);
  useEffect(() => {
    const follow = () => setView(viewOfHash());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const show = (next: SigninView) => {
    setView(next);
    window.history.replaceState(null, '', next === 'register' ? '#register' : window.location.pathname);
  };
  return (
    <AuthLayout title={view === 'signin' ? t('signInTitle') : t('register.title')}>
      {view === 'signin' ? <SignInForm /> : <RegisterForm />}
      <p className="auth-switch">
        {view === 'signin' ? t('noAccount') : t('register.haveAccount')}{' '}
        <button type="button" className="link-button" onClick={() => show(view === 'signin' ? 'register' : 'signin')}>
          {view === 'signin' ? t('register.open') : t('signIn')}
        </button>
      </p>
    </AuthLayout>
  );
}
