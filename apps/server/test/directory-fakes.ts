import type { FakeProvider } from './fake-provider.js';

/* A DingTalk address book and an RTX user list as the fake provider answers them. */

export interface FakeDingTalkUser {
  userid: string;
  name: string;
  mobile: string;
  email?: string;
  dept_id_list: number[];
}

/** DingTalk with one token, the departments and each department's members (at most `pageSize` a page). */
export function stageDingTalk(
  fake: FakeProvider,
  book: { token?: string; departments: Array<{ id: number; name: string }>; users: FakeDingTalkUser[]; pageSize?: number },
) {
  const token = book.token ?? 'token-1';
  fake.on('/gettoken', { body: { errcode: 0, errmsg: 'ok', access_token: token, expires_in: 7200 } });
  fake.on('/department/list', {
    body: { errcode: 0, errmsg: 'ok', department: book.departments.map((d) => ({ ...d, parentid: 1 })) },
  });
  fake.on('POST /topapi/v2/user/list', (request) => {
    const { dept_id, cursor } = request.json as { dept_id: number; cursor: number };
    const members = book.users.filter((user) => user.dept_id_list.includes(dept_id));
    const size = book.pageSize ?? 100;
    const page = members.slice(cursor, cursor + size);
    const more = cursor + size < members.length;
    return {
      body: {
        errcode: 0,
        errmsg: 'ok',
        result: { has_more: more, ...(more ? { next_cursor: cursor + size } : {}), list: page },
      },
    };
  });
}
