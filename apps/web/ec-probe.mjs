import * as echarts from 'echarts/core';
import { BarChart, HeatmapChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
echarts.use([BarChart, HeatmapChart, AriaComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent, VisualMapComponent, SVGRenderer]);
const opts = [
  { tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } }, legend: { top: 0 }, grid: { left: 8, right: 16, top: 36, bottom: 8 }, xAxis: { type: 'category', data: ['a','b'] }, yAxis: { type: 'value', minInterval: 1 }, series: [{ name: 'n', type: 'bar', stack: 's', data: [1,2] }] },
  { grid: { left: 8 }, xAxis: { type: 'category', data: ['0','1'], splitArea: { show: true } }, yAxis: { type: 'category', inverse: true, data: ['x'] }, visualMap: { show: false, min: 0, max: 100, inRange: { color: ['#f0f5ff', '#1668dc'] } }, series: [{ type: 'heatmap', data: [{ value: [0, 0, 50] }], label: { show: true } }] },
];
for (const o of opts) {
  for (const extra of [{}, { aria: { enabled: true, decal: { show: false } } }]) {
    try {
      const c = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 400, height: 300 });
      c.setOption({ ...o, ...extra, title: { show: false, text: 't' } });
      console.log('ok', Object.keys(extra));
    } catch (e) { console.log('fail', Object.keys(extra), e.message); }
  }
}
