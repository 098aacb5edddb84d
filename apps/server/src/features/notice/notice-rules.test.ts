import { describe, expect, it } from 'vitest';
import { templateRequest } from '../../platform/sms.js';
import type { NoticeRecipient } from './notice-channel.js';
import { addressOn, deliveryKeyOf } from './notice-dispatch.service.js';

/* The pure rules of notices: where a recipient is reached, the key that sends a notice once, a gateway's request. */

const hannah: NoticeRecipient = {
  name: 'Hannah',
  email: ' hannah@acme.test ',
  phone: '13900000001',
  ddid: 'dd-7',
  rtxAccount: 'hannah.rtx',
  openid: 'hannah.h',
};

describe('notice rules', () => {
  it.each([
    ['email', 'hannah@acme.test'],
    ['sms', '13900000001'],
    ['ivr', '13900000001'],
    ['wechat', 'hannah.h'],
    ['dingtalk', 'dd-7'],
    ['rtx', 'hannah.rtx'],
    ['pigeon', ''],
  ])('reaches the recipient on %s at "%s"', (channel, address) => {
    expect(addressOn(channel, hannah)).toBe(address);
  });

  it.each([
    [{ vid: 5, event: 'arrival', channel: 'sms', to: hannah }, 'notice.deliver:5:arrival:sms:13900000001'],
    [{ vid: 5, event: 'reminder', channel: 'sms', to: hannah }, 'notice.deliver:5:reminder:sms:13900000001'],
    [{ vid: 5, event: 'arrival', channel: 'email', to: hannah }, 'notice.deliver:5:arrival:email:hannah@acme.test'],
    [
      { vid: 6, event: 'arrival', channel: 'email', to: { ...hannah, email: 'new@acme.test' } },
      'notice.deliver:6:arrival:email:new@acme.test',
    ],
  ])('keys a notice by visit, event, channel and address (%o)', (notice, key) => {
    expect(deliveryKeyOf(notice)).toBe(key);
  });

  it.each([
    [
      'https://sms.test/send?to={phone}&text={text}',
      { url: 'https://sms.test/send?to=%2B86%20139&text=Hi%20%26%20bye', init: { method: 'GET' } },
    ],
    [
      'https://voice.test/call/{phone}',
      {
        url: 'https://voice.test/call/%2B86%20139',
        init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"phone":"+86 139","text":"Hi & bye"}' },
      },
    ],
  ])('fills the gateway template %s', (template, request) => {
    expect(templateRequest(template, '+86 139', 'Hi & bye')).toEqual(request);
  });
});
