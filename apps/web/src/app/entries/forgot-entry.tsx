import { ForgotPage } from '../../features/auth/pages/forgot-page';
import { startPage } from '../start-page';

void startPage(<ForgotPage />, ['auth', 'employee']);
