import { SigninPage } from '../../features/auth/pages/signin-page';
import { startPage } from '../start-page';

void startPage(<SigninPage />, ['auth', 'employee']);
