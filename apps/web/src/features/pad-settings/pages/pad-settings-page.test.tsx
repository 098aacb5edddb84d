import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { fakeCompany } from '../../../test/fake-company';
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
    target: { files: [new File(['png'], name, { type: 'image/png' })] },
  });

afterEach(() => vi.unstubAllGlobals());

describe('/pad (tablet settings)', { timeout: heavy }, () => {
  it('will not save a carousel of fewer than 2 pictures, and offers no upload past 5', async () => {
    let next = 0;
    const api = fakeApi({
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
    const api = fakeApi({ GetUserInfo: () => ok(stored), UpdateDefaultPhoto: () => ok(), UpdateCardText: () => ok() });
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

  it('previews the stored theme colour and the first carousel picture', async () => {
    fakeApi({ GetUserInfo: () => ok(stored) });
    openPad();
    const preview = await screen.findByRole('img', { name: "Preview of the tablet's welcome screen" });
    expect(preview.getAttribute('data-theme-color')).toBe('#112233');
    expect(within(preview).getByRole('img', { name: 'First carousel picture' }).getAttribute('src')).toBe('/files/a/one.png');
  });
});
