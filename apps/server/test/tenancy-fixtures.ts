import { randomBytes } from 'node:crypto';
import { type Employee, type IdKind, type SubjectKind, subAccountModules } from '@vestibule/contract';
import { openSession, tokenFromHeader } from '../src/platform/auth/sessions.js';
import { sha256 } from '../src/platform/crypto.js';
import type { TestApp } from './api-harness.js';
import { buildCompany, type TestCompany } from './factories.js';
import { pictureBytes, postFile, upload } from './multipart.js';
import { newPhone, seedEmployee } from './people-factories.js';
import { insertVisit } from './visit-factories.js';
import { sampleMp4 } from '../src/features/training/video-samples.js';

/*
 * A company with some of everything the API knows about, its rows' ids by
 * kind, the texts that must never reach another company, and sessions of
 * every subject kind.
 */

export interface PopulatedCompany {
  company: TestCompany;
  ids: Record<IdKind, Array<number | string>>;
  /** Texts only this company's rows hold. */
  markers: string[];
  /** A fresh session of the kind, as its client would send it. */
  sessionOf(kind: SubjectKind): Promise<string>;
}

/** Kinds with a real subject behind their sessions; the others have no accounts yet and act as the company. */
const realSubjects = new Set<SubjectKind>(['manager', 'deputy', 'employee', 'reception', 'subaccount']);

const ok = <T>(answer: { status: number; reason: string; result: T }, what: string): T => {
  if (answer.status !== 0) throw new Error(`${what} failed: ${answer.status} ${answer.reason}`);
  return answer.result;
};

export async function populateCompany(t: TestApp, label: string): Promise<PopulatedCompany> {
  const marker = `${label}${randomBytes(4).toString('hex')}`;
  const company = await buildCompany(t, { company: `${marker} Ltd`, name: `${marker} Admin` });
  const call = async <T>(name: string, body: unknown) => ok(await t.call<T>(name, body, company.token), name);

  const { deptid } = await call<{ deptid: number }>('addDepartment', { deptName: `${marker} dept`, deptNo: `${marker}-D` });
  const { rid: group } = await call<{ rid: number }>('addRARG', { rgName: `${marker} group` });
  const { rid: role } = await call<{ rid: number }>('addRARG', { rgName: `${marker} role`, parentId: group });
  const { url: file } = ok(
    await upload(t, company.token, { filename: 'a.png', contentType: 'image/png', data: pictureBytes.png }),
    'Upload',
  );
  const host = await call<Employee>('addEmployee', {
    employee_name: `${marker} Host`,
    phone: newPhone(),
    email: `${marker.toLowerCase()}@example.com`,
    empNo: `${marker}-1`,
    deptIds: [deptid],
    rids: [role],
    avatar: file,
  });
  const signedIn = await seedEmployee(t, company.userid, { empName: `${marker} Member`, empNo: `${marker}-2` });
  await call('updateDepartment', { deptid, deptManagerEmpid: String(host.empid), defaultReceiver: [signedIn.empid] });
  await call('updateVisitorManager', { visitorManager: String(host.empid) });
  await call('setVisitProxy', { empid: host.empid, proxyId: signedIn.empid });
  await call('setEmpWlist', [{ empid: signedIn.empid, wlist: 1 }]);
  const { tid } = await call<{ tid: number }>('addVisitorType', { vType: `${marker} type` });
  const { eid } = await call<{ eid: number }>('addExtendVisitor', {
    displayName: `${marker} field`,
    fieldName: `${marker}Field`,
    inputType: 'select',
    inputValue: `${marker} yes,${marker} no`,
    eType: `${marker} type`,
  });
  const barredPhone = newPhone();
  const { bid } = await call<{ bid: string }>('addBlacklist', {
    name: `${marker} Barred`,
    phone: barredPhone,
    credentialNo: `${marker}-ID`,
  });
  await call('updateblackListSwitch', { blackListSwitch: 1 });
  const csv = `name,phone,email\n${marker} Imported,${newPhone()},\n`;
  const check = await postFile<{ importId: string }>(t, company.token, 'checkEmpImport', 'file', {
    filename: 'people.csv',
    contentType: 'text/csv',
    data: Buffer.from(csv),
  });

  const desk = await call<{ id: number }>('AddManager', {
    account: `${marker}-desk`,
    password: 'desk-Pass1',
    sname: `${marker} Desk`,
    moblie: newPhone(),
    remark: `${marker} front desk`,
  });
  // A sub-administrator holding every module.
  const deputy = await call<{ id: number }>('AddManager', {
    account: `${marker}-deputy`,
    password: 'deputy-Pass1',
    sname: `${marker} Deputy`,
    sType: 5,
    module: ['visits', 'invitations', 'employees', 'blacklist'],
  });

  // A resident company granted every module, in resident-company mode.
  await call('updateSASwitch', { subAccount: 1 });
  const resident = await call<{ id: number }>('addSubAccount', {
    companyName: `${marker} Resident`,
    email: `${marker.toLowerCase()}-resident@example.com`,
    password: 'resident-Pass1',
    vaPerm: 1,
    module: [...subAccountModules],
  });

  // Invitation templates: the company's, and the signed-in employee's own (the company allows them).
  await call('addUserTemplate', { templateType: 'business', inviteContent: `${marker} company invitation` });
  await call('updateTempEditSwitch', { tempEditSwitch: 0 });
  const { token: memberToken } = await openSession(
    t.ctx,
    { kind: 'employee', subjectId: signedIn.empid, companyId: company.userid },
    '127.0.0.1',
  );
  ok(
    await t.call(
      'addEmptemplate',
      { templateType: 'interview', inviteContent: `${marker} own invitation` },
      `${signedIn.empid}-${memberToken}`,
    ),
    'addEmptemplate',
  );
  // The member's overtime application, waiting for the Administrator.
  const { oid } = ok(
    await t.call<{ oid: number }>(
      'addOverTimeApply',
      { oDates: '2026-12-01,2026-12-02', reason: `${marker} stocktaking` },
      `${signedIn.empid}-${memberToken}`,
    ),
    'addOverTimeApply',
  );
  // The member's temporary card request, waiting for the desk.
  const { cid } = ok(
    await t.call<{ cid: number }>('addInterimCard', { office: `${marker} floor 3` }, `${signedIn.empid}-${memberToken}`),
    'addInterimCard',
  );

  // A project with one resident working on it.
  const { pid } = await call<{ pid: number }>('addProject', { pName: `${marker} project` });
  const residentVisitor = await call<string>('addResidentVisitor', {
    pid,
    name: `${marker} Resident`,
    company: `${marker} Builders`,
    phone: newPhone(),
  });

  // A calendar day of its own (the day names the row, so two companies may share a hid: each sees only its own).
  const { hid } = await call<{ hid: string }>('addHoliday', {
    hdate: `2026-03-${String(10 + (randomBytes(1)[0]! % 18)).padStart(2, '0')}`,
    remark: `${marker} holiday`,
    passFlag: 0,
  });
  await call('updateVisitorTypeRules', { tid, refuseRestDay: 0, refuseWeekend: 0, refuseOutsideHours: 0 });

  // Two gates, and a tag on the invited visit (below).
  await call('addGate', [
    { gid: '', gname: `${marker} north` },
    { gid: '', gname: `${marker} south` },
  ]);
  const gates = await call<Array<{ gid: number }>>('getGate', {});
  // A training video, and a questionnaire with one item.
  const { tvid } = ok(
    await postFile<{ tvid: string }>(t, company.token, 'addTrainingVideo', 'file', {
      filename: `${marker}.mp4`,
      contentType: 'video/mp4',
      data: sampleMp4(1000),
    }),
    'addTrainingVideo',
  );
  const { qid } = await call<{ qid: string }>('addQuestionnaire', { title: marker, ansTime: 5, topicNum: 1, topicRigNum: 1 });
  const { qdid } = await call<{ qdid: number }>('addQuestionnaireDetail', {
    qid,
    question: marker,
    foption: ['a', 'b'],
    answer: 'A',
  });
  const { tid: tag } = await call<{ tid: number }>('addTag', { tagName: marker.slice(0, 20) });

  // A door group with a reader in it (the company's plan includes door access).
  const { egid } = await call<{ egid: number }>('addEquipmentGroup', { egname: `${marker} doors` });
  const { eid: device } = await call<{ eid: number }>('addEquipment', {
    deviceName: `${marker} reader`,
    deviceCode: `${marker}-R1`,
    egids: [egid],
  });

  const visitor = `${marker} Visitor`;
  const { vids } = await call<{ vids: number[] }>('addAppointment', [
    { name: visitor, phone: newPhone(), appointmentDate: t.clock.now() + 3_600_000, empid: host.empid },
  ]);
  await call('updateVisitTags', { vid: vids[0], tids: [tag] });

  // A delivery signed in with the depot form its visitor type asks for.
  await call('updateVisitorType', { tid, vType: `${marker} type`, signInForm: 'depot' });
  const { visit: delivery } = await call<{ visit: { vid: number } }>('UpdatePhoto', {
    name: `${marker} Courier`,
    phone: newPhone(),
    empid: host.empid,
    tid,
    depotForm: { goods: [{ name: `${marker} pallet`, quantity: 2 }], deliveryNoteNo: `${marker}-DN` },
  });

  // A meeting the host initiates, with one attendee's invitation.
  const { mid, vids: attendees } = await call<{ mid: number; vids: number[] }>('addMeeting', {
    subject: `${marker} meeting`,
    startTime: t.clock.now() + 7_200_000,
    endTime: t.clock.now() + 10_800_000,
    empid: host.empid,
    attendees: [{ name: `${marker} Attendee`, email: `${marker.toLowerCase()}-attendee@example.com` }],
  });

  // An approval area whose one level asks the signed-in member, and a visit waiting for them.
  const { aid } = await call<{ aid: number }>('addProcessArea', { aName: `${marker} area`, address: `${marker} gate` });
  await call('addProcessRule', [{ aid, level: 1, role: signedIn.empid, rType: 1 }]);
  await call('updateProcessSwitch', { processSwitch: 1 });
  const approved = await insertVisit(t, company, { vname: `${marker} Approved`, empid: host.empid, permission: 0 });
  await call('updatePermission', { vid: approved, type: 'p' });
  await call('updateProcessSwitch', { processSwitch: 0 });
  const steps = await t.ctx.database.db.selectFrom('approvalStep').select('id').where('vid', '=', approved).execute();
  // The Administrator's and the member's sessions, which endSession must not end for anyone else.
  const sessions = await t.ctx.database.db
    .selectFrom('session')
    .select('id')
    .where('tokenHash', 'in', [sha256(tokenFromHeader(company.token)), sha256(memberToken)])
    .execute();

  // A visitor type asking for safety training, and a visitor's attempt at it (last: it gates sign-ins of that type).
  await call('updateQuestionnaireSwitch', { questionnaireSwitch: 1 });
  const trained = await call<{ tid: number }>('addVisitorType', { vType: `${marker} trained`, qid, tvid, povDays: 30 });
  const task = await call<{ attempt: { attemptId: number } }>('getTrainingTask', { tid: trained.tid, phone: newPhone() });

  return {
    company,
    ids: {
      company: [company.userid],
      employee: [host.empid, signedIn.empid],
      department: [deptid],
      role: [group, role],
      file: [file],
      employeeImport: [ok(check, 'checkEmpImport').importId],
      subaccount: [resident.id],
      equipmentGroup: [egid],
      device: [device],
      visitorType: [tid],
      extendField: [eid],
      blacklistEntry: [bid],
      visit: [...vids, ...attendees, delivery.vid],
      receptionAccount: [desk.id, deputy.id],
      holiday: [hid],
      approvalArea: [aid],
      approvalStep: steps.map((step) => step.id),
      overtimeRecord: [oid],
      interimCard: [cid],
      project: [pid],
      resident: [residentVisitor],
      meeting: [mid],
      session: sessions.map((row) => row.id),
      gate: gates.map((gate) => gate.gid),
      tag: [tag],
      trainingVideo: [tvid],
      questionnaire: [qid],
      questionnaireItem: [qdid],
      trainingAttempt: [task.attempt.attemptId],
    },
    markers: [marker, company.email, company.phone, host.empPhone, signedIn.phone, visitor, barredPhone],
    sessionOf: async (kind) => {
      const subjects: Partial<Record<SubjectKind, number>> = {
        employee: signedIn.empid,
        reception: desk.id,
        deputy: deputy.id,
        subaccount: resident.id,
      };
      const subjectId = subjects[kind] ?? company.userid;
      const { token } = await openSession(t.ctx, { kind, subjectId, companyId: company.userid }, '127.0.0.1');
      return `${subjectId}-${token}`;
    },
  };
}

export const hasRealSubject = (kind: SubjectKind) => realSubjects.has(kind);
