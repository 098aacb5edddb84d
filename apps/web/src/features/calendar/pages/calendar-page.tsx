import type { Holiday } from '@vestibule/contract/entities/holiday';
import { Alert, Button, Col, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { PageLoading } from '../../../components/page-loading';
import { PageTitle } from '../../../components/page-title';
import { useCompany } from '../../../lib/company';
import { useHolidays } from '../api/holidays';
import { HolidayCalendar } from '../components/holiday-calendar';
import { HolidayDialog } from '../components/holiday-dialog';
import { HolidayImport } from '../components/holiday-import';
import { PassableHoursPanel } from '../components/passable-hours-panel';

/** /calendar: the company's work and rest days, the public holiday import, and the passable hours. */
export function CalendarPage() {
  const { t } = useTranslation('calendar');
  const [value, setValue] = useState<Dayjs>(() => dayjs());
  const holidays = useHolidays(value.year());
  const company = useCompany();
  const [editing, setEditing] = useState<{ day: Dayjs; holiday?: Holiday } | null>(null);
  const marks = useMemo(
    () => new Map((holidays.data ?? []).map((holiday) => [dayjs(holiday.hdate).format('YYYY-MM-DD'), holiday])),
    [holidays.data],
  );

  const pick = (day: Dayjs) => {
    const holiday = marks.get(day.format('YYYY-MM-DD'));
    setEditing(holiday ? { day, holiday } : { day });
  };

  return (
    <>
      <PageTitle title={t('title')} description={t('description')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Panel
            title={t('calendarTitle', { year: value.year() })}
            extra={
              <Button type="primary" onClick={() => setEditing({ day: value })}>
                {t('markDay')}
              </Button>
            }
          >
            {holidays.isError && <Alert type="warning" showIcon title={t('loadFailed')} />}
            {holidays.isPending ? (
              <PageLoading />
            ) : (
              <HolidayCalendar value={value} marks={marks} onChange={setValue} onPick={pick} />
            )}
          </Panel>
        </Col>
        <Col xs={24} xl={8}>
          <Row gutter={[16, 16]}>
            <Col span={24}>
              <HolidayImport initialYear={value.year()} />
            </Col>
            <Col span={24}>
              {company.data ? (
                <PassableHoursPanel
                  key={`${company.data.passableSTime}-${company.data.passableETime}`}
                  passableSTime={company.data.passableSTime}
                  passableETime={company.data.passableETime}
                />
              ) : company.isError ? (
                <Alert type="warning" showIcon title={t('loadFailed')} />
              ) : (
                <PageLoading />
              )}
            </Col>
          </Row>
        </Col>
      </Row>
      {editing && (
        <HolidayDialog
          key={editing.holiday?.hid ?? editing.day.format('YYYY-MM-DD')}
          day={editing.day}
          {...(editing.holiday ? { holiday: editing.holiday } : {})}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
