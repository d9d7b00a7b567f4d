import 'uplot/dist/uPlot.min.css';
import { dateTimeFormat, type SiteLanguage } from '@labstore/domain';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { AnalyteTrend } from '../analyte-reading';
import styles from './trend-chart.module.css';

// Issue 17: an analyte's values over time, drawn with uPlot (chosen for its
// size: about 20 kB gzip against 60 kB and more for the usual chart
// libraries), its reference range as a band behind the line. The default
// export is the lazily loaded chunk; only the results screen fetches it.

const HEIGHT = 160;
const FALLBACK_WIDTH = 320;

interface TrendChartProps {
  trend: AnalyteTrend;
  /** What the chart shows, in a sentence: its accessible name. */
  label: string;
  language: SiteLanguage;
}

export default function TrendChart({ trend, label, language }: TrendChartProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const chart = new uPlot(chartOptions(trend, language, element), chartData(trend), element);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => chart.setSize({ width: widthOf(element), height: HEIGHT }));
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart.destroy();
    };
  }, [trend, language]);
  return <div ref={container} className={styles.chart} role="img" aria-label={label} />;
}

const widthOf = (element: HTMLElement) => element.clientWidth || FALLBACK_WIDTH;

/** Up to this many orders, the time axis names each one's date (more would crowd it). */
const MAX_POINT_TICKS = 6;

function chartData(trend: AnalyteTrend): uPlot.AlignedData {
  return [trend.points.map((point) => Date.parse(point.reportedDate) / 1000), trend.points.map((point) => point.value)];
}

function chartOptions(trend: AnalyteTrend, language: SiteLanguage, element: HTMLElement): uPlot.Options {
  const colours = getComputedStyle(element);
  const line = colours.getPropertyValue('--color-primary').trim() || '#0f766e';
  const ink = colours.getPropertyValue('--color-ink-soft').trim() || '#334155';
  const days = dateTimeFormat(language, { month: 'short', day: 'numeric', year: '2-digit' });
  const times = dateTimeFormat(language, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  return {
    width: widthOf(element),
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: true }, y: { range: (_chart, min, max) => valueRange(trend, min, max) } },
    axes: [
      {
        stroke: ink,
        // A tick at each order while they fit; uPlot's own spacing beyond that.
        ...(trend.points.length <= MAX_POINT_TICKS ? { splits: () => chartData(trend)[0] as number[] } : {}),
        values: (_chart, splits) => tickLabels(splits, days, times),
      },
      { stroke: ink, size: 48 },
    ],
    series: [{}, { stroke: line, width: 2, points: { show: true, size: 7, fill: line } }],
    hooks: { drawClear: [(chart) => drawBand(chart, trend)] },
  };
}

/** Each tick's date; with the time as well when two ticks would read the same (orders reported the same day). */
export function tickLabels(splits: number[], days: Intl.DateTimeFormat, times: Intl.DateTimeFormat): string[] {
  const labels = splits.map((seconds) => days.format(new Date(seconds * 1000)));
  if (new Set(labels).size === labels.length) return labels;
  return splits.map((seconds) => times.format(new Date(seconds * 1000)));
}

/** The values and the reference band both in view, with a little room. */
function valueRange(trend: AnalyteTrend, min: number, max: number): uPlot.Range.MinMax {
  const low = Math.min(min, trend.rangeLow ?? min);
  const high = Math.max(max, trend.rangeHigh ?? max);
  const room = (high - low) * 0.1 || Math.abs(high) * 0.1 || 1;
  return [low - room, high + room];
}

function drawBand(chart: uPlot, trend: AnalyteTrend): void {
  if (trend.rangeLow === null && trend.rangeHigh === null) return;
  const { left, top, width, height } = chart.bbox;
  const bandTop = trend.rangeHigh === null ? top : chart.valToPos(trend.rangeHigh, 'y', true);
  const bandBottom = trend.rangeLow === null ? top + height : chart.valToPos(trend.rangeLow, 'y', true);
  chart.ctx.save();
  chart.ctx.fillStyle = 'rgba(34, 197, 94, 0.16)';
  chart.ctx.fillRect(left, bandTop, width, bandBottom - bandTop);
  chart.ctx.restore();
}
