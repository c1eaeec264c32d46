import { ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Col, Row, Statistic, Tag, Typography } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import { useSession } from '@/core/session/session-context';
import { preloadShellDrawer, requestExportCentreTab, TodoPanel, useExportStatusQuery } from '@/modules/common';
import { useClientDataQuery } from '@/shell/session/session.api';
import { requestShellDrawer } from '@/shell/top-bar/shell-drawers';
import { ShortcutsCard } from '../components/shortcuts-card';
import { greetingKey } from '../greeting';
import { workplaceFigures, type WorkplaceFigure } from '../workplace-figures';
import styles from './workplace-page.module.css';

function hourIn(timeZone: string): number {
  try {
    return Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(new Date()));
  } catch {
    return new Date().getHours();
  }
}

/** A figure that opens the drawer listing what it counts. */
function FigureLink({ figure }: { figure: WorkplaceFigure }) {
  const { t } = useI18n();
  const open = () => {
    if (figure.opens.drawer === 'exports') requestExportCentreTab(figure.opens.status);
    requestShellDrawer(figure.opens.drawer);
  };
  return (
    <button
      type="button"
      className={styles.figure}
      onClick={open}
      onMouseEnter={() => preloadShellDrawer(figure.opens.drawer)}
      // Named by what it shows (title and number, WCAG 2.5.3); where it leads is its description.
      title={t(figure.action)}
      data-testid={`workplace-${figure.key.replace('_', '-')}`}
    >
      <Statistic title={t(figure.title)} value={figure.value ?? '-'} loading={figure.value === null} />
    </button>
  );
}

/** /dashboard/workplace: who and where the user is, what waits, and the way to their usual pages. */
export function WorkplacePage() {
  const { t, locale } = useI18n();
  const { me, store, tenant } = useSession();
  const clientData = useClientDataQuery();
  const exportCounts = useExportStatusQuery(true);
  const figures = workplaceFigures(clientData.data, exportCounts.data);
  const today = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: tenant.time_zone || undefined }).format(new Date());

  return (
    <div className={styles.page}>
      <Card size="small" styles={{ body: { padding: '16px 20px' } }}>
        <div className={styles.hero}>
          <Avatar size={56} src={me.avatar || undefined} icon={<UserOutlined />} />
          <div className={styles.heroText}>
            <Typography.Title level={4} className={styles.greeting}>
              {t('workplace.greeting', { greeting: t(greetingKey(hourIn(tenant.time_zone))), name: me.name })}
            </Typography.Title>
            <Typography.Text type="secondary">
              {t('workplace.today', { date: today })}
              {tenant.is_experience === 1 && (
                <Tag color="gold" style={{ marginLeft: 8 }}>
                  {t('workplace.experience')}
                  {tenant.contract_end ? ` · ${t('workplace.contract_end', { date: tenant.contract_end.slice(0, 10) })}` : ''}
                </Tag>
              )}
            </Typography.Text>
          </div>
          <div className={styles.stats}>
            <div>
              <Typography.Text type="secondary">{t('workplace.current_store')}</Typography.Text>
              <div className={styles.storeValue} data-testid="workplace-store">
                <ShopOutlined style={{ color: '#1677ff', marginRight: 6 }} />
                {store.name}
              </div>
            </div>
            {figures.map((figure) => (
              <FigureLink key={figure.key} figure={figure} />
            ))}
          </div>
        </div>
      </Card>
      <Row gutter={12}>
        <Col xs={24} lg={16}>
          <ShortcutsCard />
        </Col>
        <Col xs={24} lg={8}>
          <TodoPanel />
        </Col>
      </Row>
    </div>
  );
}
