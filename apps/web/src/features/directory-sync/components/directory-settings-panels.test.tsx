import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { fakeCompany } from '../../../test/fake-company';
import { DingTalkSettingsPanel } from './dingtalk-settings-panel';
import { RtxSettingsPanel } from './rtx-settings-panel';

const heavy = 40_000;
const userid = 10000001;
const disabled = (element: HTMLElement) => (element as HTMLButtonElement | HTMLInputElement).disabled;
const off = fakeCompany({
  userid,
  ddnotify: 0,
  ddautosync: 0,
  ddcorpid: '',
  ddcorpsecret: '',
  ddagentid: '',
  rtxip: '',
  rtxport: 0,
  rtxAuto: 0,
});

function show(panel: 'dingtalk' | 'rtx') {
  saveProfile({ userid, token: `${userid}-abc`, loginType: 0 });
  render(<AppProviders>{panel === 'dingtalk' ? <DingTalkSettingsPanel /> : <RtxSettingsPanel />}</AppProviders>);
}

afterEach(() => vi.unstubAllGlobals());

describe('DingTalkSettingsPanel', { timeout: heavy }, () => {
  it('turns DingTalk on with its credentials and the daily sync', async () => {
    const api = fakeApi({ GetUserInfo: () => ok(off), updateDDNotify: () => ok() });
    show('dingtalk');
    const panel = await screen.findByRole('region', { name: 'DingTalk' });
    const sync = within(panel).getByRole('switch', { name: 'Import the DingTalk address book daily at 00:00' });
    expect(disabled(sync)).toBe(true);
    expect(within(panel).getByText('Automatic sync cannot be saved while the directory is off')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('switch', { name: 'DingTalk work notices' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findAllByText('Required while DingTalk is on')).toHaveLength(3);
    fireEvent.change(within(panel).getByLabelText('App key (corp id)'), { target: { value: 'ding-key' } });
    fireEvent.change(within(panel).getByLabelText('App secret'), { target: { value: 'ding-secret' } });
    fireEvent.change(within(panel).getByLabelText('Agent id'), { target: { value: '2001' } });
    fireEvent.click(sync);
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.bodiesOf('updateDDNotify')).toHaveLength(1));
    expect(api.bodiesOf('updateDDNotify')[0]).toEqual({
      userid,
      ddnotify: 1,
      ddautosync: 1,
      ddcorpid: 'ding-key',
      ddcorpsecret: 'ding-secret',
      ddagentid: '2001',
    });
  });

  it('shows tip2 and offers no switch while an RTX server is set', async () => {
    const api = fakeApi({ GetUserInfo: () => ok({ ...off, rtxip: '10.0.0.5', rtxport: 8012 }) });
    show('dingtalk');
    const panel = await screen.findByRole('region', { name: 'DingTalk' });
    expect(within(panel).getByRole('alert').textContent).toContain(
      'DingTalk cannot be turned on while an RTX server ip and port are set',
    );
    expect(disabled(within(panel).getByRole('switch', { name: 'DingTalk work notices' }))).toBe(true);
    expect(disabled(within(panel).getByRole('button', { name: 'Save' }))).toBe(true);
    expect(api.names()).not.toContain('updateDDNotify');
  });

  it("shows the server's tip when it refuses", async () => {
    fakeApi({
      GetUserInfo: () => ok({ ...off, ddnotify: 1, ddcorpid: 'k', ddcorpsecret: 's', ddagentid: '1' }),
      updateDDNotify: () => fail(604, 'ddnotify: …', { tip: 'tip2', field: 'ddnotify' }),
    });
    show('dingtalk');
    const panel = await screen.findByRole('region', { name: 'DingTalk' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect((await within(panel).findByRole('alert')).textContent).toContain('RTX server ip and port are set');
  });
});

describe('RtxSettingsPanel', { timeout: heavy }, () => {
  it('saves the server, then switches the daily sync on', async () => {
    let info = { ...off };
    const api = fakeApi({
      GetUserInfo: () => ok(info),
      updateRtxConf: (body) => {
        info = { ...info, rtxip: String(body.rtxIp), rtxport: Number(body.rtxPort) };
        return ok();
      },
      UpdateRtxRefresh: () => ok(),
    });
    show('rtx');
    const panel = await screen.findByRole('region', { name: 'RTX' });
    const auto = within(panel).getByRole('switch', { name: 'Import the RTX address book daily at 00:00' });
    expect(disabled(auto)).toBe(true);
    fireEvent.change(within(panel).getByLabelText('RTX server IP'), { target: { value: '10.0.0.5' } });
    fireEvent.change(within(panel).getByLabelText('RTX server port'), { target: { value: '8012' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.bodiesOf('updateRtxConf')).toEqual([{ userid, rtxIp: '10.0.0.5', rtxPort: 8012 }]));
    await vi.waitFor(() => expect(disabled(auto)).toBe(false));
    fireEvent.click(auto);
    await vi.waitFor(() => expect(api.bodiesOf('UpdateRtxRefresh')).toEqual([{ userid, rtxAuto: 1 }]));
  });

  it('shows tip1 and keeps every field disabled while DingTalk is on', async () => {
    fakeApi({ GetUserInfo: () => ok({ ...off, ddnotify: 1 }), updateRtxConf: () => fail(604) });
    show('rtx');
    const panel = await screen.findByRole('region', { name: 'RTX' });
    expect(within(panel).getByRole('alert').textContent).toContain('RTX cannot be set while DingTalk notices are on');
    expect(disabled(within(panel).getByLabelText('RTX server IP'))).toBe(true);
    expect(disabled(within(panel).getByRole('button', { name: 'Save' }))).toBe(true);
  });
});
