import type { ReminderSummaryDto } from '@pawndesk/domain/reminder-api';
import { barChartStep, latenessGroups } from '@pawndesk/domain/reminders';
import Empty from 'antd/es/empty';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTranslation } from '../../../i18n/use-translation.ts';

/** One colour per lateness group, from calm to alarming. */
export const latenessColors = ['#52c41a', '#1677ff', '#faad14', '#fa541c', '#cf1322'] as const;
const toRenewColor = '#1677ff';
const outOfReachColor = '#cf1322';
const chartHeight = 260;

/**
 * REM-3's two charts (recharts, loaded by the reports screen beside its summary): the donut of due contracts by
 * lateness group and the stacked bar of to-renew and out-of-reach counts per group, its y-axis
 * stepped by the domain's rule (A§2.8).
 */
export function ReminderCharts({ summary }: { summary: ReminderSummaryDto }) {
  const { t } = useTranslation();
  const rows = latenessGroups.map((group, index) => ({
    group,
    name: t(`REMINDER_GROUP_${group}`),
    short: t(`REMINDER_GROUP_SHORT_${group}`),
    total: summary[group].total,
    toRenew: summary[group].appointments,
    outOfReach: summary[group].outOfReach,
    color: latenessColors[index],
  }));
  const max = Math.max(0, ...rows.map((row) => row.toRenew + row.outOfReach));
  const step = barChartStep(max);
  const ticks = Array.from({ length: 7 }, (_, index) => index * step);
  return (
    <div className="pd-reminder-charts">
      <figure className="pd-reminder-chart" data-testid="reminder-donut">
        <figcaption>{t('REMINDER_CHART_BY_GROUP')}</figcaption>
        {summary.numberOfDueContracts === 0 ? (
          <Empty description={t('REMINDER_NO_DUE_CONTRACTS')} />
        ) : (
          <ResponsiveContainer width="100%" height={chartHeight}>
            <PieChart>
              <Pie
                data={rows.filter((row) => row.total > 0)}
                dataKey="total"
                nameKey="name"
                innerRadius="55%"
                outerRadius="85%"
                paddingAngle={1}
                isAnimationActive={false}
                label
              >
                {rows
                  .filter((row) => row.total > 0)
                  .map((row) => (
                    <Cell key={row.group} fill={row.color} />
                  ))}
              </Pie>
              <Tooltip />
              <Legend />
            </PieChart>
          </ResponsiveContainer>
        )}
      </figure>
      <figure className="pd-reminder-chart" data-testid="reminder-bar">
        <figcaption>{t('REMINDER_CHART_TO_RENEW')}</figcaption>
        <ResponsiveContainer width="100%" height={chartHeight}>
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="short" interval={0} tick={{ fontSize: 11 }} />
            <YAxis
              domain={[0, step * 6]}
              ticks={ticks}
              allowDecimals={false}
              data-testid="reminder-bar-y"
            />
            <Tooltip />
            <Legend />
            <Bar
              dataKey="toRenew"
              name={t('REMINDER_TO_RENEW')}
              stackId="calls"
              fill={toRenewColor}
              isAnimationActive={false}
            />
            <Bar
              dataKey="outOfReach"
              name={t('REMINDER_OUT_OF_REACH')}
              stackId="calls"
              fill={outOfReachColor}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </figure>
    </div>
  );
}
