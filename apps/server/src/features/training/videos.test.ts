import { fileSizeText, type Page, Status, type TrainingVideo } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testInvitationSecret, useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { postFile } from '../../../test/multipart.js';
import { sessionToken } from '../../../test/people-factories.js';
import { setPlan } from '../plans/plans.service.js';
import { signVideoLink } from './video-link.js';
import { sampleMp4, sampleWebm } from './video-samples.js';

const videoMaxBytes = 3 * 1024 * 1024;
const t = useTestApp({}, { videoMaxBytes });

const uploadVideo = (token: string, filename: string, data: Uint8Array, fields: Record<string, string> = {}) =>
  postFile<TrainingVideo>(t, token, 'addTrainingVideo', 'file', { filename, contentType: 'video/mp4', data }, fields);
const list = (token: string) => t.call<Page<TrainingVideo>>('getTrainingVideo', { startIndex: 1, requestedCount: 50 }, token);
const fetchVideo = (url: string, range?: string) => t.app.inject({ method: 'GET', url, headers: range ? { range } : {} });
const chunkRows = async () =>
  Number(
    (
      await t.ctx.database.db
        .selectFrom('videoChunk')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`training videos (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  let acme: TestCompany;
  let other: TestCompany;
  let deskToken: string;
  beforeAll(async () => {
    acme = await buildCompany(t, { name: 'Vera Video' });
    other = await buildCompany(t);
    const { result: desk } = await t.call<{ id: number }>(
      'AddManager',
      { account: `desk-${acme.userid}`, password: 'desk-Pass1', sname: 'Front Desk', moblie: '13900000002' },
      acme.token,
    );
    deskToken = await sessionToken(t, acme, 'reception', desk.id);
  });

  it('takes an MP4 and a WebM, reading their duration and size, and lists them newest first', async () => {
    const mp4 = sampleMp4(75_500, 2000);
    const added = await uploadVideo(acme.token, 'ignored.mp4', mp4, { title: 'Site safety' });
    expect(added, added.reason).toMatchObject({ status: 0 });
    expect(added.result).toMatchObject({
      userid: acme.userid,
      qid: '',
      title: 'Site safety',
      duration: '76',
      durationSeconds: 75.5,
      uploader: 'Vera Video',
      uploadTime: t.clock.now(),
      filesize: fileSizeText(mp4.length),
      size: mp4.length,
      mime: 'video/mp4',
    });
    t.clock.advance(1000);
    const webm = await uploadVideo(acme.token, 'Fire drill.webm', sampleWebm(30_000));
    expect(webm.result).toMatchObject({ title: 'Fire drill', duration: '30', mime: 'video/webm' });

    const page = (await list(acme.token)).result;
    expect(page).toMatchObject({ count: 2, pageNo: 1 });
    expect(page.list.map((video) => video.title)).toEqual(['Fire drill', 'Site safety']);
    expect((await list(other.token)).result.count).toBe(0);
  });

  it('refuses a text file named .mp4, a video without a duration and an empty file, keeping no bytes', async () => {
    const before = await chunkRows();
    const text = await uploadVideo(acme.token, 'notes.mp4', Buffer.from('plain text, not a video\n'.repeat(100)));
    expect(text).toMatchObject({ status: Status.invalidField, reason: 'file: must be an MP4 or WebM video' });
    const timeless = await uploadVideo(acme.token, 'live.webm', sampleWebm(null));
    expect(timeless).toMatchObject({
      status: Status.invalidField,
      reason: expect.stringMatching(/^file: its duration cannot be read/),
    });
    expect(await uploadVideo(acme.token, 'empty.mp4', Buffer.alloc(0))).toMatchObject({ status: Status.invalidField });
    expect(await chunkRows()).toBe(before);
  });

  it('refuses a video over VIDEO_MAX_BYTES, naming the field, and removes what it stored', async () => {
    const before = await chunkRows();
    const big = await uploadVideo(acme.token, 'big.mp4', sampleMp4(1000, videoMaxBytes));
    expect(big).toMatchObject({ status: Status.invalidField, reason: 'file: must be at most 3 MB' });
    expect(await chunkRows()).toBe(before);
  });

  it('streams by its signed link with ranges: 200 whole, 206 for a range across chunks, 416 outside the file', async () => {
    const data = sampleMp4(4000, 2 * 1024 * 1024 + 123);
    const { result: video } = await uploadVideo(acme.token, 'long.mp4', data);
    const whole = await fetchVideo(video.videoUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'content-type': 'video/mp4',
      'content-length': String(data.length),
    });
    expect(whole.rawPayload.equals(data)).toBe(true);

    const across = await fetchVideo(video.videoUrl, 'bytes=1048570-2097160');
    expect(across.statusCode).toBe(206);
    expect(across.headers['content-range']).toBe(`bytes 1048570-2097160/${data.length}`);
    expect(across.rawPayload.equals(data.subarray(1048570, 2097161))).toBe(true);

    const open = await fetchVideo(video.videoUrl, 'bytes=10-');
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(data.subarray(10))).toBe(true);
    const tail = await fetchVideo(video.videoUrl, 'bytes=-5');
    expect(tail.rawPayload.equals(data.subarray(data.length - 5))).toBe(true);

    for (const range of [`bytes=${data.length}-`, 'bytes=9-3', 'bytes=-0', 'bytes=x-y']) {
      const refused = await fetchVideo(video.videoUrl, range);
      expect(refused.statusCode, range).toBe(416);
      expect(refused.headers['content-range']).toBe(`bytes */${data.length}`);
    }
  });

  it("deletes a video with its bytes; another company's tvid answers 57", async () => {
    const { result: video } = await uploadVideo(acme.token, 'gone.mp4', sampleMp4(1000));
    expect(await t.call('delTrainingVideo', { tvid: video.tvid }, other.token)).toMatchObject({ status: Status.noRecord });
    const before = await chunkRows();
    expect(await t.call('delTrainingVideo', { tvid: video.tvid }, acme.token)).toMatchObject({ status: 0 });
    expect(await chunkRows()).toBe(before - 1);
    expect((await fetchVideo(video.videoUrl)).statusCode).toBe(404);
    expect(await t.call('delTrainingVideo', { tvid: video.tvid }, acme.token)).toMatchObject({ status: Status.noRecord });
    expect(await t.call('delTrainingVideo', {}, acme.token)).toMatchObject({
      status: Status.invalidField,
      reason: expect.stringMatching(/^tvid/),
    });
  });

  it('lets a desk read and play the videos, but not add or delete them', async () => {
    const page = await list(deskToken);
    expect(page).toMatchObject({ status: 0 });
    const [first] = page.result.list;
    expect((await fetchVideo(first!.videoUrl)).statusCode).toBe(200);
    expect(await t.call('delTrainingVideo', { tvid: first!.tvid }, deskToken)).toMatchObject({ status: Status.noPermission });
    expect(await uploadVideo(deskToken, 'desk.mp4', sampleMp4(1000))).toMatchObject({ status: Status.noPermission });
  });

  it('answers 45 on a plan without questionnaires', async () => {
    const free = await buildCompany(t);
    expect(await setPlan(t.ctx, free.userid, 'free')).toBe(true);
    expect(await list(free.token)).toMatchObject({ status: Status.planLimitReached });
    expect(await uploadVideo(free.token, 'a.mp4', sampleMp4(1000))).toMatchObject({ status: Status.planLimitReached });
  });
  // Last: it moves the clock past every session.
  it('plays nothing for a forged, moved or expired link', async () => {
    const { result: video } = await uploadVideo(acme.token, 'short.mp4', sampleMp4(1000));
    const [, , tvid, grant] = video.videoUrl.split('/');
    const [companyId, expires, signature] = grant!.split('.');
    expect((await fetchVideo(`/training-videos/${tvid}/${other.userid}.${expires}.${signature}`)).statusCode).toBe(404);
    expect((await fetchVideo(`/training-videos/${Number(tvid) + 1}/${grant}`)).statusCode).toBe(404);
    expect((await fetchVideo(`/training-videos/${tvid}/${companyId}.${Number(expires) + 1}.${signature}`)).statusCode).toBe(404);
    t.clock.advance(13 * 60 * 60_000);
    expect((await fetchVideo(video.videoUrl)).statusCode).toBe(404);
    const fresh = signVideoLink(acme.userid, Number(tvid), t.clock.now() + 60_000, testInvitationSecret);
    expect((await fetchVideo(fresh)).statusCode).toBe(200);
  });
});
