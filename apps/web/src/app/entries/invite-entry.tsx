import { InvitePage } from '../../features/invitations/pages/invite-page';
import { startPage } from '../start-page';

void startPage(<InvitePage />, ['invitations', 'components']);
