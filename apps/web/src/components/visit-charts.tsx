import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { theme } from 'antd';
import { useEffect, useRef } from 'react';

/*
 * Charts of visit counts (the home screen's, the super account's), in a chunk
 * of their own that the pages load lazily: only the parts of ECharts drawn here are bundled.
 */

echarts.use([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

// Without a 2D canvas (jsdom in component tests) the charts stay empty boxes.
const canDraw = () => {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
};

function useChart(option: echarts.EChartsCoreOption) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  useEffect(() => {
    if (!element.current || !canDraw()) return;
    const instance = echarts.init(element.current);
    chart.current = instance;
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => instance.resize());
    observer?.observe(element.current);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);
  return element;
}

export interface CountBarChartProps {
  bars: Array<{ name: string; count: number }>;
  /** The series' name in the tooltip. */
  label: string;
}

/** Counts as bars, one per name (a day, a company). */
export function CountBarChart({ bars, label }: CountBarChartProps) {
  const { token } = theme.useToken();
  const element = useChart({
    color: [token.colorPrimary],
    grid: { left: 36, right: 12, top: 16, bottom: 28, containLabel: true },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: bars.map((bar) => bar.name), axisTick: { alignWithLabel: true } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ name: label, type: 'bar', data: bars.map((bar) => bar.count), barMaxWidth: 18 }],
  });
  return <div ref={element} role="img" aria-label={label} style={{ width: '100%', height: 280 }} />;
}

export interface PerDayChartProps {
  days: Array<{ day: string; count: number }>;
  label: string;
  /** MM-DD for the axis. */
  formatDay: (day: string) => string;
}

/** Signed-in visits per day, as bars. */
export const PerDayChart = ({ days, label, formatDay }: PerDayChartProps) => (
  <CountBarChart bars={days.map((row) => ({ name: formatDay(row.day), count: row.count }))} label={label} />
);

export interface ByTypeChartProps {
  types: Array<{ name: string; count: number }>;
  label: string;
}

/** Signed-in visits by visitor type, as a ring. */
export function ByTypeChart({ types, label }: ByTypeChartProps) {
  const element = useChart({
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { bottom: 0, type: 'scroll' },
    series: [
      {
        name: label,
        type: 'pie',
        radius: ['40%', '68%'],
        center: ['50%', '44%'],
        label: { show: false },
        data: types.map((row) => ({ name: row.name, value: row.count })),
      },
    ],
  });
  return <div ref={element} role="img" aria-label={label} style={{ width: '100%', height: 280 }} />;
}
