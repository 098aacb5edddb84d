import { type LoginType, loginTypes } from '@vestibule/contract/login-types';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivateAccount } from '../components/activate-account';
import { AuthLayout } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';
import { SignInForm } from '../components/sign-in-form';
import { SsoSignIn } from '../components/sso-sign-in';
import { ssoReturnOf } from '../api/single-sign-on';

type SigninView = 'signin' | 'register' | 'activate' | 'sso';

const hashViews: Record<string, SigninView> = { '#register': 'register', '#activate': 'activate' };
// #sso opens single sign-on, as do the provider's returns #sso=<ticket> and #ssoError=<code>.
const viewOfHash = (): SigninView =>
  hashViews[window.location.hash] ?? (window.location.hash.startsWith('#sso') ? 'sso' : 'signin');
const titles: Record<SigninView, string> = {
  signin: 'signInTitle',
  register: 'register.title',
  activate: 'employee:activate.title',
  sso: 'sso.title',
};

/** signin.html: sign in, register a company (#register), activate an employee account (#activate) or single sign-on (#sso). */
export function SigninPage() {
  const { t } = useTranslation('auth');
  const [view, setView] = useState<SigninView>(viewOfHash);
  // The provider's return is read once; the address then drops it, so a reload does not replay the ticket.
  const [ssoReturn] = useState(() => ssoReturnOf(window.location.hash));
  useEffect(() => {
    if (ssoReturn.ticket || ssoReturn.error) window.history.replaceState(null, '', `${window.location.pathname}#sso`);
  }, [ssoReturn]);
  // The phone of a sign-in that answered 135 carries over to the activation form.
  const [activationPhone, setActivationPhone] = useState('');
  // Back from activation, sign-in opens on the employee login type.
  const [loginType, setLoginType] = useState<LoginType>();
  useEffect(() => {
    const follow = () => setView(viewOfHash());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const show = (next: SigninView) => {
    if (view === 'activate' || next === 'activate') setLoginType(loginTypes.employee);
    setView(next);
    window.history.replaceState(null, '', next === 'signin' ? window.location.pathname : `#${next}`);
  };
  const activate = (phone: string) => {
    setActivationPhone(phone);
    show('activate');
  };
  return (
    <AuthLayout title={t(titles[view])}>
      {view === 'signin' && <SignInForm onActivate={activate} initialType={loginType} />}
      {view === 'register' && <RegisterForm />}
      {view === 'activate' && <ActivateAccount initialPhone={activationPhone} onSignIn={() => show('signin')} />}
      {view === 'sso' && <SsoSignIn ticket={ssoReturn.ticket} error={ssoReturn.error} />}
      {(view === 'signin' || view === 'sso') && (
        <p className="auth-switch">
          <button type="button" className="link-button" onClick={() => show(view === 'sso' ? 'signin' : 'sso')}>
            {view === 'sso' ? t('sso.back') : t('sso.open')}
          </button>
        </p>
      )}
      {view !== 'sso' && (
        <p className="auth-switch">
          {view === 'signin' ? t('noAccount') : view === 'register' ? t('register.haveAccount') : t('employee:activate.done')}{' '}
          <button type="button" className="link-button" onClick={() => show(view === 'signin' ? 'register' : 'signin')}>
            {view === 'signin' ? t('register.open') : t('signIn')}
          </button>
        </p>
      )}
    </AuthLayout>
  );
}
