import type { Visit } from '@vestibule/contract/entities/visit';
import { Avatar, Button, Card, Descriptions, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { VisitStatusTag } from '../../../components/visit-status-tag';
import type { FoundVisit } from '../api/terminal-visits';
import { offersSignIn, offersSignOut } from '../lib/today-visits';

const timeOf = (instant: number | null) => (instant === null ? '–' : dayjs(instant).format('YYYY-MM-DD HH:mm'));
/** Smaller on a phone, so the photo stays beside the name. */
const photoSize = { xs: 64, sm: 96, md: 96, lg: 96, xl: 96, xxl: 96 };
const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

interface VisitCardProps {
  found: FoundVisit;
  busy: boolean;
  onSignIn: (found: FoundVisit) => void;
  onSignOut: (found: FoundVisit) => void;
}

/** The visit the desk found: who, from where, whom they visit, when, its badge, and what the desk can do now. */
export function VisitCard({ found, busy, onSignIn, onSignOut }: VisitCardProps) {
  const { t } = useTranslation('terminal');
  const { visit } = found;
  return (
    <Card className="visit-card" aria-label={t('card.label', { name: visit.vname })} role="region">
      <Flex gap={20} wrap align="flex-start">
        <VisitorPhoto visit={visit} />
        <div className="visit-card-body">
          <Flex gap={12} align="center" wrap className="visit-card-head">
            <Typography.Title level={2} className="visit-card-name">
              {visit.vname}
            </Typography.Title>
            <VisitStatusTag status={visit.visitStatus} />
          </Flex>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'company', label: t('card.company'), children: visit.vcompany || '–' },
              { key: 'host', label: t('card.host'), children: visit.empName || '–' },
              { key: 'type', label: t('card.type'), children: visit.vType || '–' },
              { key: 'reason', label: t('card.reason'), children: visit.visitType || '–' },
              { key: 'appointment', label: t('card.appointment'), children: timeOf(visit.appointmentDate) },
              ...(visit.visitdate === null
                ? []
                : [{ key: 'signedIn', label: t('card.signedInAt'), children: timeOf(visit.visitdate) }]),
            ]}
          />
          <Flex gap={12} wrap className="visit-card-actions">
            {offersSignIn(visit, Boolean(found.code)) && (
              <Button type="primary" size="large" loading={busy} onClick={() => onSignIn(found)}>
                {t('card.signIn')}
              </Button>
            )}
            {offersSignOut(visit) && (
              <Button size="large" danger loading={busy} onClick={() => onSignOut(found)}>
                {t('card.signOut')}
              </Button>
            )}
          </Flex>
        </div>
      </Flex>
    </Card>
  );
}

function VisitorPhoto({ visit }: { visit: Visit }) {
  const { t } = useTranslation('terminal');
  return visit.vphoto ? (
    <Avatar shape="square" size={photoSize} src={visit.vphoto} alt={t('card.photo', { name: visit.vname })} />
  ) : (
    <Avatar shape="square" size={photoSize} className="visit-card-initial" aria-hidden="true">
      {initialOf(visit.vname)}
    </Avatar>
  );
}
