import { AppError } from '@vestibule/contract/app-error';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureToasts } from '../test/capture-toasts';
import { fail, fakeApi, ok } from '../test/fake-api';
import { fakeCompany } from '../test/fake-company';
import { employeeOf } from '../test/fake-employees';
import { callApi, passwordExpiredDelayMs, requestTimeoutMs, sendFile, uploadFile } from './api-client';
import { browser } from './browser';
import { changeLanguage } from './i18n';
import { saveProfile } from './session';

const watchPageChanges = () => vi.spyOn(browser, 'goTo').mockImplementation(() => undefined);

afterEach(async () => {
  await changeLanguage('en');
});

describe('api client (spec section 8)', () => {
  it('posts JSON to /api/<Name> with the stored token and resolves the result on status 0', async () => {
    saveProfile({ token: '10000001-abc' });
    const company = fakeCompany({ company: 'Acme' });
    const api = fakeApi({ GetUserInfo: () => ok(company) });
    await expect(callApi('GetUserInfo', { userid: 10000001 })).resolves.toEqual(company);
    const [call] = api.calls;
    expect(call?.name).toBe('GetUserInfo');
    expect(call?.body).toEqual({ userid: 10000001 });
    expect(call?.headers.get('X-COOLVISIT-TOKEN')).toBe('10000001-abc');
    expect(call?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
  });

  it("adds the signed-in company's userid to every body, array items and multipart fields included", async () => {
    const api = fakeApi({
      getRARG: () => ok([]),
      setEmpWlist: () => ok(),
      empLogin: () => ok({ ...employeeOf(42, { userid: 10000002 }), token: 'f00d', pemail: '', company: 'Globex' }),
      checkEmpImport: () =>
        ok({ importId: 'i1', total: 0, good: 0, bad: [], unchanged: 0, created: 0, updated: 0, newDepartments: [] }),
    });
    await callApi('getRARG');
    saveProfile({ userid: 10000001, token: '10000001-abc' });
    await callApi('getRARG');
    await callApi('setEmpWlist', [{ empid: 7, wlist: 1 }]);
    // An employee's own company pick (before signing in) is the caller's to send.
    await callApi('empLogin', { phone: '13800000000', empPwd: 'x', digest: 'D', userid: 10000002 });
    await sendFile('checkEmpImport', 'file', new File(['x'], 'people.csv'));
    expect(api.bodiesOf('getRARG')).toEqual([{}, { userid: 10000001 }]);
    expect(api.bodiesOf('setEmpWlist')).toEqual([[{ userid: 10000001, empid: 7, wlist: 1 }]]);
    expect(api.bodiesOf('empLogin')[0]).toMatchObject({ userid: 10000002 });
    expect((api.bodiesOf('checkEmpImport')[0] as FormData).get('userid')).toBe('10000001');
  });

  it('shows a success toast for a change only when the caller asks', async () => {
    const toasts = captureToasts();
    fakeApi({ UpdateCardText: () => ok() });
    await callApi('UpdateCardText', { cardText: 'Welcome' });
    expect(toasts.shown).toEqual([]);
    await callApi('UpdateCardText', { cardText: 'Welcome' }, { successToast: true });
    expect(toasts.shown).toEqual([{ kind: 'success', text: 'Saved' }]);
  });

  it.each([27, 28])('clears the session and goes to signin.html on %i', async (status) => {
    const goTo = watchPageChanges();
    saveProfile({ token: '10000001-abc', company: 'Acme' });
    localStorage.setItem('language', 'zh');
    localStorage.setItem('other', 'x');
    fakeApi({ GetUserInfo: () => fail(status, 'Invalid token') });
    await expect(callApi('GetUserInfo', {})).rejects.toMatchObject({ status });
    expect(goTo).toHaveBeenCalledWith('/signin.html');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('other')).toBeNull();
    expect(localStorage.getItem('language')).toBe('zh');
  });

  it("sends a reception account whose session ended back to the terminal's own sign-in", async () => {
    const goTo = watchPageChanges();
    saveProfile({ token: 'lobby-desk-abc', loginType: 4 });
    fakeApi({ SearchVisitByCondition: () => fail(29, 'Token expired') });
    await expect(callApi('SearchVisitByCondition', { date: '2026-11-24', endDate: '2026-11-24' })).rejects.toMatchObject({
      status: 29,
    });
    expect(goTo).toHaveBeenCalledWith('/stage.html');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it.each([
    { loginType: 0, page: '/forgot.html?type=3' },
    { loginType: 3, page: '/forgot.html?type=4' },
  ])('sends login type $loginType to $page 3 seconds after 77', async ({ loginType, page }) => {
    vi.useFakeTimers();
    const goTo = watchPageChanges();
    const toasts = captureToasts();
    saveProfile({ loginType });
    fakeApi({ Login: () => fail(77, 'Password expired') });
    await expect(callApi('Login', { email: 'a@b.co', password: 'x' })).rejects.toMatchObject({ status: 77 });
    expect(toasts.errors()).toEqual(['Password expired, please set a new one']);
    vi.advanceTimersByTime(passwordExpiredDelayMs - 1);
    expect(goTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(goTo).toHaveBeenCalledWith(page);
  });

  it('tells other failures with the current language code table, then rejects with AppError', async () => {
    const toasts = captureToasts();
    fakeApi({ Register: () => fail(46, 'Company name already exists') });
    const body = { name: 'A', company: 'Acme', email: 'a@b.co', phone: '13800000000', password: 'Secret-123' };
    const error = await callApi('Register', body).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 46, message: 'Company name already exists' });
    await changeLanguage('zh');
    await callApi('Register', body).catch(() => undefined);
    await changeLanguage('ja');
    await callApi('Register', body).catch(() => undefined);
    expect(toasts.errors()).toEqual(['Company name already exists', '公司名称已存在', '会社名は既に存在します']);
  });

  it('names the plan lifting a limit on an over-limit refusal (45), in every language', async () => {
    const toasts = captureToasts();
    const employees = { limit: 'employees', plan: 'free', allowed: 50, liftedBy: 'business' };
    const answers = [
      { limit: 'residentCompanies', plan: 'business', allowed: 20, liftedBy: 'factory' },
      { limit: 'approvals', plan: 'free', allowed: null, liftedBy: 'business' },
      // No plan lifts it: the code's own text.
      { limit: 'employees', plan: 'factory', allowed: 1000, liftedBy: null },
    ];
    fakeApi({
      addEmployee: () => fail(45, 'The free plan allows 50 employees; the business plan lifts it', answers.shift() ?? employees),
    });
    const body = { employee_name: 'Eve', phone: '13800000000' };
    for (let call = 0; call < 3; call++) await callApi('addEmployee', body).catch(() => undefined);
    await expect(callApi('addEmployee', body)).rejects.toMatchObject({ status: 45, result: employees });
    for (const language of ['zh', 'hk', 'ja'] as const) {
      await changeLanguage(language);
      await callApi('addEmployee', body).catch(() => undefined);
    }
    expect(toasts.errors()).toEqual([
      'Your plan (Business) allows 20 resident companies. The Factory plan lifts this limit.',
      'Your plan (Free) does not include approvals. The Business plan includes it.',
      "The company's plan does not allow this; a higher plan lifts the limit",
      'Your plan (Free) allows 50 employees. The Business plan lifts this limit.',
      '您的套餐（免费版）的员工数上限为 50。商业版套餐可解除此限制。',
      '您的方案（免費版）的員工數上限為 50。商業版方案可解除此限制。',
      'ご利用のプラン（フリー）の従業員数の上限は 50 です。ビジネスプランでこの上限が解除されます。',
    ]);
  });

  it("names the plan on addGate's 43 too, and keeps the code's text for a 43 without plan detail", async () => {
    const toasts = captureToasts();
    fakeApi({
      addGate: () =>
        fail(43, 'The free plan allows 1 gates; the business plan lifts it', {
          limit: 'gates',
          plan: 'free',
          allowed: 1,
          liftedBy: 'business',
        }),
      updateSMSConf: () => fail(43, 'SMS quota exceeded'),
    });
    await expect(callApi('addGate', [{ gid: '', gname: 'North' }])).rejects.toMatchObject({ status: 43 });
    await callApi('updateSMSConf', { smsNotify: 1 }).catch(() => undefined);
    await changeLanguage('zh');
    await callApi('addGate', [{ gid: '', gname: 'North' }]).catch(() => undefined);
    expect(toasts.errors()).toEqual([
      'Your plan (Free) allows 1 gate. The Business plan lifts this limit.',
      'SMS quota exceeded, please buy more SMS',
      '您的套餐（免费版）的门岗数上限为 1。商业版套餐可解除此限制。',
    ]);
  });

  it('leaves the error toast to the screen for the statuses it explains, and still rejects', async () => {
    const toasts = captureToasts();
    fakeApi({ VisitAppointmentSignin: () => fail(64, 'Too early') });
    await expect(callApi('VisitAppointmentSignin', { vid: 1 }, { quietFor: [64] })).rejects.toMatchObject({ status: 64 });
    expect(toasts.errors()).toEqual([]);
    await expect(callApi('VisitAppointmentSignin', { vid: 1 }, { quietFor: [65] })).rejects.toMatchObject({ status: 64 });
    expect(toasts.errors()).toEqual(['Too early']);
  });

  it("falls back to the server's reason for a code the table lacks, and names the field for 604", async () => {
    const toasts = captureToasts();
    fakeApi({
      getSiteConfig: () => fail(4242, 'Something new went wrong'),
      updatePassword: () => fail(604, 'newpwd: Password length must be at least 6'),
    });
    await expect(callApi('getSiteConfig')).rejects.toMatchObject({ status: 4242 });
    await expect(callApi('updatePassword', { oldpwd: 'a', newpwd: 'b' })).rejects.toMatchObject({ status: 604 });
    expect(toasts.errors()).toEqual(['Something new went wrong', 'Invalid field: newpwd: Password length must be at least 6']);
  });

  it('gives up after 60 seconds with a time-out toast', async () => {
    vi.useFakeTimers();
    const toasts = captureToasts();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const pending = callApi('getSiteConfig');
    const settled = expect(pending).rejects.toThrow('The request timed out, please try again');
    await vi.advanceTimersByTimeAsync(requestTimeoutMs);
    await settled;
    expect(toasts.errors()).toEqual(['The request timed out, please try again']);
  });

  it('tells HTTP failures with their message and rejects', async () => {
    const toasts = captureToasts();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(new Response('Bad gateway', { status: 502 })));
    await expect(callApi('getSiteConfig')).rejects.toThrow('The server could not answer (HTTP 502)');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')));
    await expect(callApi('getSiteConfig')).rejects.toThrow('Failed to fetch');
    expect(toasts.errors()).toEqual(['The server could not answer (HTTP 502)', 'Failed to fetch']);
  });

  it("tells the server's reason when it refuses a file, in every language, and the code table for other failures", async () => {
    const toasts = captureToasts();
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    const answers = [
      fail(21, 'Picture format is wrong: use JPEG, PNG, GIF or WebP'),
      fail(604, 'file: must be at most 5 MB'),
      fail(400, 'Unreadable request body: malformed multipart/form-data (cut short before its closing boundary)'),
      fail(610, 'No permission'),
    ];
    fakeApi({ Upload: () => answers.shift()! });
    await expect(uploadFile(picture)).rejects.toMatchObject({ status: 21 });
    await expect(uploadFile(picture)).rejects.toMatchObject({ status: 604 });
    await expect(uploadFile(picture)).rejects.toMatchObject({ status: 400 });
    await expect(uploadFile(picture)).rejects.toMatchObject({ status: 610 });
    fakeApi({ checkEmpImport: () => fail(21, 'Wrong file format: use a csv, xls or xlsx file') });
    await changeLanguage('zh');
    await expect(sendFile('checkEmpImport', 'file', new File(['x'], 'people.txt'))).rejects.toMatchObject({ status: 21 });
    expect(toasts.errors()).toEqual([
      'Upload failed: Picture format is wrong: use JPEG, PNG, GIF or WebP',
      'Upload failed: file: must be at most 5 MB',
      'Upload failed: Unreadable request body: malformed multipart/form-data (cut short before its closing boundary)',
      'No permission',
      '上传失败：Wrong file format: use a csv, xls or xlsx file',
    ]);
  });

  it('uploads a file as multipart field "filename" and resolves its URL', async () => {
    saveProfile({ token: '10000001-abc' });
    const api = fakeApi({ Upload: () => ok({ url: '/files/abc/logo.png' }) });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await expect(uploadFile(file)).resolves.toEqual({ url: '/files/abc/logo.png' });
    const body = api.calls[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('filename')).toBeInstanceOf(File);
    expect(api.calls[0]?.headers.get('X-COOLVISIT-TOKEN')).toBe('10000001-abc');
    expect(api.calls[0]?.headers.get('Content-Type')).toBeNull();
  });
});
