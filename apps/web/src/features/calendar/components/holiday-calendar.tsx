import type { Holiday } from '@vestibule/contract/entities/holiday';
import { isRestDay, passFlags } from '@vestibule/contract/rules/passable-rules';
import { Calendar, Radio, Select, Tag, theme, Typography } from 'antd';
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
    // The label colour, not antd's lighter 'secondary': it keeps 4.5:1 contrast on white.
    return isRestDay(undefined, day.day()) ? (
      <Typography.Text style={{ fontSize: token.fontSizeSM, color: token.colorTextLabel }}>{t('weekend')}</Typography.Text>
    ) : null;
  };

  const monthCell = (month: Dayjs) => {
    const prefix = month.format('YYYY-MM');
    const inMonth = [...marks].filter(([day]) => day.startsWith(`${prefix}-`)).map(([, mark]) => mark);
    const rest = inMonth.filter((mark) => mark.passFlag === passFlags.restDay).length;
    const work = inMonth.length - rest;
    if (inMonth.length === 0) return null;
    return (
      <Typography.Text style={{ fontSize: token.fontSizeSM, color: token.colorTextLabel }}>
        {t('monthSummary', { rest, work })}
      </Typography.Text>
    );
  };

  return (
    <Calendar
      value={value}
      headerRender={({ value: shown, type, onChange: show, onTypeChange }) => (
        // antd's own header has unlabelled drop-downs: this one names them.
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap', paddingBlock: 12 }}>
          <Select
            aria-label={t('header.year')}
            value={shown.year()}
            options={yearsAround(shown.year()).map((year) => ({ value: year, label: String(year) }))}
            onChange={(year: number) => show(shown.year(year))}
            style={{ width: 96 }}
          />
          {type === 'month' && (
            <Select
              aria-label={t('header.month')}
              value={shown.month()}
              options={Array.from({ length: 12 }, (_, month) => ({ value: month, label: shown.month(month).format('MMM') }))}
              onChange={(month: number) => show(shown.month(month))}
              style={{ width: 96 }}
            />
          )}
          <Radio.Group
            optionType="button"
            value={type}
            onChange={(event) => onTypeChange(event.target.value as 'month' | 'year')}
            options={[
              { value: 'month', label: t('header.monthView') },
              { value: 'year', label: t('header.yearView') },
            ]}
          />
        </div>
      )}
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

/** The years the header offers: ten either side of the one shown. */
const yearsAround = (year: number) => Array.from({ length: 21 }, (_, index) => year - 10 + index);
