import { DingTalkSettingsPanel } from '../../features/directory-sync/components/dingtalk-settings-panel';
import { RtxSettingsPanel } from '../../features/directory-sync/components/rtx-settings-panel';
import { DirectoryChannelTest } from '../../features/notice/components/directory-channel-test';
import { NoticePage } from '../../features/notice/pages/notice-page';

/** /notice: the notice channels with the DingTalk and RTX settings of the directory sync beside them, each with its test. */
export function NoticeRoute() {
  return (
    <NoticePage
      directorySections={[
        <DingTalkSettingsPanel key="dingtalk" footer={<DirectoryChannelTest channel="dingtalk" />} />,
        <RtxSettingsPanel key="rtx" footer={<DirectoryChannelTest channel="rtx" />} />,
      ]}
    />
  );
}
