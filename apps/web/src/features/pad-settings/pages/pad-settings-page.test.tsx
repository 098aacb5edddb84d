import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { captureToasts } from '../../../test/capture-toasts';
import { fakeCompany } from '../../../test/fake-company';
import { pngFile } from '../../../test/test-files';
import { PadSettingsPage } from './pad-settings-page';

const heavy = 40_000;
const userid = 10000001;

const stored = fakeCompany({
  userid,
  carouselPic: '/files/a/one.png,/files/b/two.png',
  logo: '',
  themecolor: '#112233',
  backgroundPic: '',
  defaultPhoto: '/files/c/face.png',
  cardText: 'Welcome',
  cardPic: '/files/d/card.png',
});

const padConfig = {
  carousel: ['/files/a/one.png', '/files/b/two.png'],
  logo: '',
  themecolor: '#112233',
  backgroundPic: '',
  avatars: ['/files/c/face.png'],
  cardText: 'Welcome',
  photoSkippable: true,
  secureProtocol: '',
};
/** What the page reads besides the company: the site's address and the tablet's view of the settings. */
const pageReads = {
  getSiteConfig: () => ok({ captcha: 1, loginTypes: [0], filingNumber: '', version: 'v2.3.1' }),
  getPadConfig: () => ok(padConfig),
  getGate: () => ok([{ gid: 7, userid, gname: 'North', qrcode: 'G.7.abcdefghijklmnop' }]),
};

function openPad() {
  saveProfile({ userid, token: `${userid}-abc`, loginType: 0 });
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/pad']}>
        <Routes>
          <Route path="pad" element={<PadSettingsPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const section = async (title: string) => screen.findByRole('region', { name: title });
const addPicture = (region: HTMLElement, label: string, name: string) =>
  fireEvent.change(within(region).getByLabelText(label, { selector: 'input' }), {
    target: { files: [pngFile(name)] },
  });

afterEach(() => vi.unstubAllGlobals());

describe('/pad (tablet settings)', { timeout: heavy }, () => {
  it('will not save a carousel of fewer than 2 pictures, and offers no upload past 5', async () => {
    let next = 0;
    const api = fakeApi({
      ...pageReads,
      GetUserInfo: () => ok(stored),
      Upload: () => ok({ url: `/files/n${++next}/slide.png` }),
      UpdateCarouselPic: () => ok(),
    });
    openPad();
    const carousel = await section('Welcome carousel');
    fireEvent.click(within(carousel).getByRole('button', { name: 'Remove slide 2' }));
    fireEvent.click(within(carousel).getByRole('button', { name: 'Save' }));
    await within(carousel).findByText('Choose from 2 to 5 pictures');
    expect(api.bodiesOf('UpdateCarouselPic')).toEqual([]);

    for (const count of [2, 3, 4, 5]) {
      addPicture(carousel, 'Add slide', `slide${count}.png`);
      await within(carousel).findByRole('img', { name: `Slide ${count}` });
    }
    expect(within(carousel).queryByLabelText('Add slide', { selector: 'input' })).toBeNull();
    fireEvent.click(within(carousel).getByRole('button', { name: 'Move picture 2 earlier' }));
    fireEvent.click(within(carousel).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.bodiesOf('UpdateCarouselPic')).toHaveLength(1));
    expect(api.bodiesOf('UpdateCarouselPic')[0]).toEqual({
      userid,
      carouselPic: '/files/n1/slide.png,/files/a/one.png,/files/n2/slide.png,/files/n3/slide.png,/files/n4/slide.png',
    });
  });

  it('warns once the last avatar is removed, and keeps the card picture when saving the card text', async () => {
    const api = fakeApi({
      ...pageReads,
      GetUserInfo: () => ok(stored),
      UpdateDefaultPhoto: () => ok(),
      UpdateCardText: () => ok(),
    });
    openPad();
    const avatars = await section('Built-in avatars');
    const warning = 'With no avatars, visitors cannot skip the photo at the tablet.';
    expect(within(avatars).queryByText(warning)).toBeNull();
    fireEvent.click(within(avatars).getByRole('button', { name: 'Remove avatar 1' }));
    await within(avatars).findByText(warning);
    fireEvent.click(within(avatars).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.bodiesOf('UpdateDefaultPhoto')).toEqual([{ userid, defaultPhoto: '' }]));

    const card = await section('Card text');
    fireEvent.change(within(card).getByLabelText('Text printed on visitor cards'), { target: { value: 'Hello' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(api.bodiesOf('UpdateCardText')).toEqual([{ userid, cardText: 'Hello', cardPic: '/files/d/card.png' }]),
    );
  });

  it("says where the tablet's page is, and that the tablet needs a camera until a built-in avatar lets visitors skip the photo", async () => {
    let avatars: string[] = [];
    fakeApi({
      ...pageReads,
      GetUserInfo: () => ok({ ...stored, defaultPhoto: avatars.join(',') }),
      getPadConfig: () => ok({ ...padConfig, avatars, photoSkippable: avatars.length > 0 }),
      Upload: () => ok({ url: '/files/e/smile.png' }),
      UpdateDefaultPhoto: (body) => {
        avatars = String(body.defaultPhoto).split(',');
        return ok();
      },
    });
    openPad();
    const pairing = await section('Pair the front-desk tablet');
    expect(within(pairing).getByText(`${window.location.origin}/pad.html`)).toBeTruthy();
    const camera = await screen.findByText('The tablet will need a camera');
    expect(camera.closest('[role="alert"]')?.className).toMatch(/ant-alert-info/);

    const avatarSection = await section('Built-in avatars');
    addPicture(avatarSection, 'Add avatar', 'smile.png');
    await within(avatarSection).findByRole('img', { name: 'Avatar 1' });
    fireEvent.click(within(avatarSection).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByText('The tablet will need a camera')).toBeNull());
  });

  it('previews the stored theme colour and the first carousel picture', async () => {
    fakeApi({
      ...pageReads,
      GetUserInfo: () => ok(stored),
    });
    openPad();
    const preview = await screen.findByRole('img', { name: "Preview of the tablet's welcome screen" });
    expect(preview.getAttribute('data-theme-color')).toBe('#112233');
    expect(within(preview).getByRole('img', { name: 'First carousel picture' }).getAttribute('src')).toBe('/files/a/one.png');
  });

  it('saves the scanner switches as 0 and 1, each with its own call', async () => {
    const api = fakeApi({
      ...pageReads,
      GetUserInfo: () => ok({ ...stored, scaner: 0, faceScaner: 1 }),
      updateScanerSwitch: () => ok(),
      updateFaceScaner: () => ok(),
    });
    openPad();
    const scanner = await section('ID card scanner');
    const scanning = within(scanner).getByRole('switch', { name: 'Offer ID card scanning at the tablet' });
    expect(scanning.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(scanning);
    fireEvent.click(within(scanner).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.bodiesOf('updateScanerSwitch')).toEqual([{ userid, scaner: 1 }]));

    const face = await section('Face recognition');
    const recognition = within(face).getByRole('switch', { name: 'Offer face recognition at the tablet' });
    expect(recognition.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(recognition);
    fireEvent.click(within(face).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.bodiesOf('updateFaceScaner')).toEqual([{ userid, faceScaner: 0 }]));
  });

  it('saves the privacy text visitors agree to, and an emptied one', async () => {
    const api = fakeApi({
      ...pageReads,
      GetUserInfo: () => ok({ ...stored, secureProtocol: 'We keep your photo.' }),
      updateSecureProtocol: () => ok(),
    });
    openPad();
    const privacy = await section('Privacy text');
    const text = within(privacy).getByLabelText('Text visitors must agree to before signing in') as HTMLTextAreaElement;
    expect(text.value).toBe('We keep your photo.');
    expect(text.maxLength).toBe(5000);
    fireEvent.change(text, { target: { value: 'We keep your photo for 30 days.\nAsk us to remove it.' } });
    fireEvent.click(within(privacy).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.bodiesOf('updateSecureProtocol')).toHaveLength(1));
    fireEvent.change(text, { target: { value: '' } });
    fireEvent.click(within(privacy).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(api.bodiesOf('updateSecureProtocol')).toEqual([
        { userid, secureProtocol: 'We keep your photo for 30 days.\nAsk us to remove it.' },
        { userid, secureProtocol: '' },
      ]),
    );
  });

  it('saves the working hours as HH:mm, and will not send an end before the start', async () => {
    const api = fakeApi({
      ...pageReads,
      GetUserInfo: () => ok({ ...stored, upDuty: '09:00', offDuty: '18:00' }),
      updateOffDutyTime: () => ok(),
    });
    openPad();
    const hours = await section('Working hours');
    const end = within(hours).getByLabelText('Working day ends') as HTMLInputElement;
    expect((within(hours).getByLabelText('Working day starts') as HTMLInputElement).value).toBe('09:00');
    expect(end.value).toBe('18:00');
    fireEvent.click(within(hours).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.bodiesOf('updateOffDutyTime')).toEqual([{ userid, upDuty: '09:00', offDuty: '18:00' }]));

    const typeEnd = (time: string) => {
      fireEvent.mouseDown(end);
      fireEvent.focus(end);
      fireEvent.change(end, { target: { value: time } });
      fireEvent.keyDown(end, { key: 'Enter' });
    };
    typeEnd('08:30');
    fireEvent.click(within(hours).getByRole('button', { name: 'Save' }));
    await within(hours).findByText('The working day must end after it starts');
    expect(api.bodiesOf('updateOffDutyTime')).toHaveLength(1);

    typeEnd('19:30');
    fireEvent.click(within(hours).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.bodiesOf('updateOffDutyTime')).toHaveLength(2));
    expect(api.bodiesOf('updateOffDutyTime')[1]).toEqual({ userid, upDuty: '09:00', offDuty: '19:30' });
  });

  it('saves the whole gate list: renamed by gid, new ones without, removed ones left out; 43 names the plan lifting it', async () => {
    const toasts = captureToasts();
    let refuse = false;
    const api = fakeApi({
      ...pageReads,
      GetUserInfo: () => ok(stored),
      getGate: () =>
        ok([
          { gid: 7, userid, gname: 'North', qrcode: 'G.7.abcdefghijklmnop' },
          { gid: 8, userid, gname: 'South', qrcode: 'G.8.abcdefghijklmnop' },
        ]),
      addGate: () =>
        refuse
          ? fail(43, 'The free plan allows 1 gates; the business plan lifts it', {
              limit: 'gates',
              plan: 'free',
              allowed: 1,
              liftedBy: 'business',
            })
          : ok(),
    });
    openPad();
    const gates = await section('Gates');
    expect(((await within(gates).findByLabelText('Name of gate 1')) as HTMLInputElement).value).toBe('North');
    fireEvent.change(within(gates).getByLabelText('Name of gate 1'), { target: { value: 'North lobby' } });
    fireEvent.click(within(gates).getByRole('button', { name: 'Remove gate 2' }));
    fireEvent.click(within(gates).getByRole('button', { name: 'Add gate' }));
    fireEvent.change(within(gates).getByLabelText('Name of gate 2'), { target: { value: 'north LOBBY' } });
    fireEvent.click(within(gates).getByRole('button', { name: 'Save' }));
    expect(await within(gates).findAllByText('Another gate has this name')).not.toHaveLength(0);
    expect(api.bodiesOf('addGate')).toEqual([]);

    fireEvent.change(within(gates).getByLabelText('Name of gate 2'), { target: { value: 'Loading bay' } });
    fireEvent.click(within(gates).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(api.bodiesOf('addGate')).toEqual([
        [
          { userid, gid: 7, gname: 'North lobby' },
          { userid, gid: '', gname: 'Loading bay' },
        ],
      ]),
    );

    refuse = true;
    fireEvent.click(within(gates).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(toasts.errors()).toEqual(['Your plan (Free) allows 1 gate. The Business plan lifts this limit.']),
    );
  });
});
