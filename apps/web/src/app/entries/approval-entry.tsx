import { ApprovalLinkPage } from '../../features/approvals/pages/approval-link-page';
import { startPage } from '../start-page';

void startPage(<ApprovalLinkPage />, ['approvals']);
