import PlaySquareOutlined from '@ant-design/icons/PlaySquareOutlined';
import FormOutlined from '@ant-design/icons/FormOutlined';
import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import BellOutlined from '@ant-design/icons/BellOutlined';
import BranchesOutlined from '@ant-design/icons/BranchesOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CarryOutOutlined from '@ant-design/icons/CarryOutOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import CommentOutlined from '@ant-design/icons/CommentOutlined';
import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import ControlOutlined from '@ant-design/icons/ControlOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import DesktopOutlined from '@ant-design/icons/DesktopOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import KeyOutlined from '@ant-design/icons/KeyOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import ProfileOutlined from '@ant-design/icons/ProfileOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import SolutionOutlined from '@ant-design/icons/SolutionOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import TabletOutlined from '@ant-design/icons/TabletOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import type { ComponentType } from 'react';

/*
 * Each screen's icon, by its path in the route table. The navigation shows
 * them only when collapsed, so this module loads with the first collapse
 * rather than with the console.
 */

export const navIcons: Record<string, ComponentType<{ 'aria-hidden'?: 'true' }>> = {
  '': DashboardOutlined,
  'emp/visitlist/:vtype?': UnorderedListOutlined,
  history: HistoryOutlined,
  'emp/after-hours': ClockCircleOutlined,
  'emp/depot': InboxOutlined,
  vset: IdcardOutlined,
  'emp/blacklist': StopOutlined,
  emp: TeamOutlined,
  'emp/residents': SolutionOutlined,
  'emp/role': ApartmentOutlined,
  'emp/whitelist': SafetyCertificateOutlined,
  // Overtime and the visitors still on site after hours are both about time after work.
  'emp/overtime': ClockCircleOutlined,
  'emp/tempcard': CreditCardOutlined,
  data: ControlOutlined,
  reserve: CalendarOutlined,
  'reserve/templates': FileTextOutlined,
  calendar: CarryOutOutlined,
  'answer/:tab?': FormOutlined,
  videos: PlaySquareOutlined,
  notice: BellOutlined,
  pad: TabletOutlined,
  badge: PrinterOutlined,
  approve: BranchesOutlined,
  'key/*': LockOutlined,
  'meeting/*': CommentOutlined,
  'account/base': ProfileOutlined,
  'account/safe': SafetyOutlined,
  'account/stage': DesktopOutlined,
  'account/coms': BankOutlined,
  'account/subpwd': KeyOutlined,
  'account/mgrpwd': KeyOutlined,
  // The counts of the companies a super account or HQ Administrator covers.
  'group/counts': BankOutlined,
  'group/password': KeyOutlined,
  'mine/invite': SendOutlined,
  'mine/invitations': UnorderedListOutlined,
  'mine/approvals': AuditOutlined,
  'mine/templates': FileTextOutlined,
  'mine/password': KeyOutlined,
  'mine/proxy': SwapOutlined,
  'mine/overtime': ClockCircleOutlined,
  'mine/tempcard': CreditCardOutlined,
  'mine/meetings/*': CommentOutlined,
};

/** The icon of the screen at `path` (a route-table path). */
export function NavIcon({ path }: { path: string }) {
  const Icon = navIcons[path];
  return Icon ? <Icon aria-hidden="true" /> : null;
}
