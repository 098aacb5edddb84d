import type { ResidentForm } from '@vestibule/contract/endpoints/residents';
import type { Project } from '@vestibule/contract/entities/project';
import type { ResidentVisitor } from '@vestibule/contract/entities/resident-visitor';
import dayjs, { type Dayjs } from 'dayjs';
import { doorGroupIdsOf } from '../../../components/door-group-picker';

/* The resident drawer's values and the body they make, and back. */

export interface ResidentFormValues {
  company: string;
  /** undefined: no project. */
  pid?: number;
  name: string;
  phone: string;
  cardid: string;
  sex: number;
  age: string;
  job: string;
  department: string;
  leader: string;
  area: string;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
  cardNo: string;
  plateNum: string;
  remark: string;
  avatar: string;
  /** The door groups chosen; left out where the drawer shows no picker, so the resident's groups stay. */
  egids?: number[];
}

const dayOf = (value: string) => (value ? dayjs(value) : null);
const textOf = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : '');

/** A new resident: in the selected project, valid from today. */
export const blankResident = (pid: number | undefined): ResidentFormValues => ({
  company: '',
  pid,
  name: '',
  phone: '',
  cardid: '',
  sex: 0,
  age: '',
  job: '',
  department: '',
  leader: '',
  area: '',
  startDate: dayjs().startOf('day'),
  endDate: null,
  cardNo: '',
  plateNum: '',
  remark: '',
  avatar: '',
});

export const residentValuesOf = (resident: ResidentVisitor): ResidentFormValues => ({
  company: resident.company,
  pid: resident.pid > 0 ? resident.pid : undefined,
  name: resident.name,
  phone: resident.phone,
  cardid: resident.cardid,
  sex: resident.sex,
  age: resident.age,
  job: resident.job,
  department: resident.department,
  leader: resident.leader,
  area: resident.area,
  startDate: dayOf(resident.startDate),
  endDate: dayOf(resident.endDate),
  cardNo: resident.cardNo,
  plateNum: resident.plateNum,
  remark: resident.remark,
  avatar: resident.avatar,
  egids: doorGroupIdsOf(resident.egids),
});

/** The body of add/updateResidentVisitor, text trimmed. */
export const residentBodyOf = (values: ResidentFormValues): ResidentForm => ({
  pid: values.pid ?? 0,
  company: values.company.trim(),
  name: values.name.trim(),
  phone: values.phone.trim(),
  cardid: values.cardid.trim().toUpperCase(),
  sex: values.sex,
  age: values.age.trim(),
  job: values.job.trim(),
  department: values.department.trim(),
  leader: values.leader.trim(),
  area: values.area.trim(),
  startDate: textOf(values.startDate),
  endDate: textOf(values.endDate),
  cardNo: values.cardNo.trim(),
  plateNum: values.plateNum.trim(),
  remark: values.remark.trim(),
  avatar: values.avatar,
  ...(values.egids ? { egids: values.egids } : {}),
});

export interface ProjectFormValues {
  pName: string;
  charge: string;
  chargePhone: string;
  area: string;
  content: string;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
  remark: string;
}

export const blankProject: ProjectFormValues = {
  pName: '',
  charge: '',
  chargePhone: '',
  area: '',
  content: '',
  startDate: null,
  endDate: null,
  remark: '',
};

export const projectValuesOf = (project: Project): ProjectFormValues => ({
  pName: project.pName,
  charge: project.charge,
  chargePhone: project.chargePhone,
  area: project.area,
  content: project.content,
  startDate: dayOf(project.startDate),
  endDate: dayOf(project.endDate),
  remark: project.remark,
});

export const projectBodyOf = (values: ProjectFormValues) => ({
  pName: values.pName.trim(),
  charge: values.charge.trim(),
  chargePhone: values.chargePhone.trim(),
  area: values.area.trim(),
  content: values.content.trim(),
  startDate: textOf(values.startDate),
  endDate: textOf(values.endDate),
  remark: values.remark.trim(),
});

/** Whether the end day comes before the start day (either may still be empty). */
export const daysReversed = (start: Dayjs | null | undefined, end: Dayjs | null | undefined) =>
  !!start && !!end && end.isBefore(start, 'day');
