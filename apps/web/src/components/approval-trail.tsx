import { approvalDecisions } from '@vestibule/contract/rules/approval-flow';
import { useQuery } from '@tanstack/react-query';
import { Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { apiQueryOptions } from '../lib/api-query';

/*
 * A visit's approval trail (getProcessRecord), for the visit drawer: who was
 * asked at which level, what they decided, when and why. Shows nothing for a
 * visit that never needed approval, or to a session that may not read trails.
 */

const states: Record<number, { key: string; colour: string }> = {
  [approvalDecisions.pending]: { key: 'approvalTrail.pending', colour: '#874d00' },
  [approvalDecisions.agreed]: { key: 'approvalTrail.agreed', colour: '#237804' },
  [approvalDecisions.refused]: { key: 'approvalTrail.refused', colour: '#a8071a' },
  [approvalDecisions.closed]: { key: 'approvalTrail.closed', colour: '#595959' },
  [approvalDecisions.timedOut]: { key: 'approvalTrail.timedOut', colour: '#ad2102' },
};

const time = (at: number) => dayjs(at).format('YYYY-MM-DD HH:mm');

export function ApprovalTrail({ vid }: { vid: number }) {
  const { t } = useTranslation('components');
  const trail = useQuery({ ...apiQueryOptions('getProcessRecord', { pType: '1', vid }, { quietFor: [610] }), retry: false });
  if (!trail.data || trail.data.length === 0) return null;
  const rounds = new Set(trail.data.map((entry) => entry.round)).size;
  return (
    <section aria-label={t('approvalTrail.title')}>
      <Typography.Title level={5}>{t('approvalTrail.title')}</Typography.Title>
      <Timeline
        items={trail.data.map((entry) => {
          const state = states[entry.status] ?? states[approvalDecisions.pending]!;
          return {
            key: entry.rid,
            color: state.colour,
            content: (
              <>
                <Tag>{t('approvalTrail.level', { level: entry.level, levels: entry.levels })}</Tag>
                {rounds > 1 && <Tag>{t('approvalTrail.round', { round: entry.round })}</Tag>}
                <Typography.Text strong>{entry.rvwEmpName}</Typography.Text> <Tag color={state.colour}>{t(state.key)}</Tag>
                <div>
                  <Typography.Text type="secondary">
                    {t('approvalTrail.asked', { at: time(entry.submitTime) })}
                    {entry.decideTime !== null && ` · ${t('approvalTrail.decided', { at: time(entry.decideTime) })}`}
                  </Typography.Text>
                </div>
                {entry.remark && <div>{t('approvalTrail.reason', { reason: entry.remark })}</div>}
              </>
            ),
          };
        })}
      />
    </section>
  );
}
