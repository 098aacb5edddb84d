import type { Holiday } from '@vestibule/contract/entities/holiday';
import { isRestDay, passFlags } from '@vestibule/contract/rules/passable-rules';
import { Calendar, Tag, theme, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

interface HolidayCalendarProps {
  value: Dayjs;
  /** The year's marked days by YYYY-MM-DD. */
  marks: ReadonlyMap<string, Holiday>;
  onChange: (value: Dayjs) => void;
  /** A day was chosen in the month view. */
  onPick: (day: Dayjs) => void;
}

/**
 * The month or year view of the calendar: marked rest and work days with their
 * remarks, and the weekends that are rest days because no mark says otherwise.
 */
export function HolidayCalendar({ value, marks, onChange, onPick }: HolidayCalendarProps) {
  const { t } = useTranslation('calendar');
  const { token } = theme.useToken();

  const dayCell = (day: Dayjs) => {
    const mark = marks.get(day.format('YYYY-MM-DD'));
    if (mark) {
      const rest = mark.passFlag === passFlags.restDay;
      return (
        <div data-mark={rest ? 'rest' : 'work'}>
          <Tag color={rest ? 'red' : 'green'} style={{ marginInlineEnd: 0 }}>
            {rest ? t('restDay') : t('workDay')}
          </Tag>
          {mark.remark && (
            <Typography.Text ellipsis style={{ display: 'block', fontSize: token.fontSizeSM }} title={mark.remark}>
              {mark.remark}
            </Typography.Text>
          )}
        </div>
      );
    }
    return isRestDay(undefined, day.day()) ? (
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {t('weekend')}
      </Typography.Text>
    ) : null;
  };

  const monthCell = (month: Dayjs) => {
    const prefix = month.format('YYYY-MM');
    const inMonth = [...marks].filter(([day]) => day.startsWith(`${prefix}-`)).map(([, mark]) => mark);
    const rest = inMonth.filter((mark) => mark.passFlag === passFlags.restDay).length;
    const work = inMonth.length - rest;
    if (inMonth.length === 0) return null;
    return (
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {t('monthSummary', { rest, work })}
      </Typography.Text>
    );
  };

  return (
    <Calendar
      value={value}
      onPanelChange={(date) => onChange(date)}
      onSelect={(date, { source }) => {
        onChange(date);
        if (source === 'date') onPick(date);
      }}
      cellRender={(date, info) =>
        info.type === 'date' ? dayCell(date) : info.type === 'month' ? monthCell(date) : info.originNode
      }
    />
  );
}
