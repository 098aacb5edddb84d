import { Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { ResidentRoster } from '../components/resident-roster';

/**
 * /emp/visitlist/resident: the residents (projects and roster) and, on the second tab, their visits. The app passes
 * the visit list's resident kind as `visits`, so this feature needs nothing of the visits feature.
 */
export function ResidentsPage({ visits }: { visits?: ReactNode }) {
  const { t } = useTranslation('residents');
  const [tab, setTab] = useState('roster');
  const roster = (
    <>
      <PageTitle title={t('title')} description={t('description')} />
      <ResidentRoster />
    </>
  );
  if (!visits) return roster;
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      items={[
        { key: 'roster', label: t('tabs.roster'), children: roster },
        { key: 'visits', label: t('tabs.visits'), children: visits },
      ]}
    />
  );
}
