import { DingTalkSettingsPanel } from '../../features/directory-sync/components/dingtalk-settings-panel';
import { RtxSettingsPanel } from '../../features/directory-sync/components/rtx-settings-panel';
import { NoticePage } from '../../features/notice/pages/notice-page';

/** /notice: the notice channels with the DingTalk and RTX settings of the directory sync beside them. */
export function NoticeRoute() {
  return <NoticePage directorySections={[<DingTalkSettingsPanel key="dingtalk" />, <RtxSettingsPanel key="rtx" />]} />;
}
