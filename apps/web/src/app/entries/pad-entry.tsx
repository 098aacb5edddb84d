import '../../components/antd-locale';
import 'antd/dist/reset.css';
import { KioskPage } from '../../features/kiosk/pages/kiosk-page';
import { pages } from '../../lib/browser';
import { startPage } from '../start-page';

// An ended session brings the tablet back to its own pairing screen, not the console's sign-in.
pages.signin = '/pad.html';

void startPage(<KioskPage />, ['kiosk', 'walkIn', 'components']);
