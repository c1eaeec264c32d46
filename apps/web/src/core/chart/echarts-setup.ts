// The parts of ECharts 6 the dashboards use, registered once: only these reach the (lazily loaded) chart
// chunk. A chart type or component not listed here draws nothing — add it here.
import { BarChart, FunnelChart, HeatmapChart, LineChart, PieChart, ScatterChart } from 'echarts/charts';
import {
  AriaComponent, DatasetComponent, GridComponent, LegendComponent, MarkLineComponent, TitleComponent, TooltipComponent, VisualMapComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([
  BarChart, FunnelChart, HeatmapChart, LineChart, PieChart, ScatterChart,
  AriaComponent, DatasetComponent, GridComponent, LegendComponent, MarkLineComponent, TitleComponent, TooltipComponent, VisualMapComponent,
  CanvasRenderer,
]);

export { echarts };
