// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { LineChart } from './line-chart';

const render = (values: [number[], number[]], labels = values[0].map((_, i) => `dag ${i + 1}`)) => {
  const html = renderToStaticMarkup(
    <LineChart
      title="Weergaven en sessies per dag"
      description="Lijngrafiek, hoogstens 9 op één dag."
      labels={labels}
      axisLabels={labels}
      series={[
        { key: 'views', label: 'Weergaven', values: values[0] },
        { key: 'sessions', label: 'Sessies', values: values[1] },
      ]}
      dateHeader="Datum"
      tableLabel="Toon als tabel"
      formatNumber={(n) => String(n)}
    />,
  );
  document.body.innerHTML = html;
  return document.body;
};

describe('LineChart', () => {
  it('is an image named by its title and described by its description', () => {
    const body = render([[1, 9, 3], [1, 2, 2]]);
    const svg = body.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    const [titleId, descId] = svg.getAttribute('aria-labelledby')!.split(' ');
    expect(body.querySelector(`[id="${titleId}"]`)?.tagName.toLowerCase()).toBe('title');
    expect(body.querySelector(`[id="${titleId}"]`)?.textContent).toBe('Weergaven en sessies per dag');
    expect(body.querySelector(`[id="${descId}"]`)?.textContent).toBe('Lijngrafiek, hoogstens 9 op één dag.');
  });

  it('draws one line per series, the second dashed', () => {
    const paths = render([[1, 9, 3], [1, 2, 2]]).querySelectorAll('svg path');
    expect(paths).toHaveLength(2);
    expect(paths[0]!.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+L[\d.]+,[\d.]+L[\d.]+,[\d.]+$/);
    expect(paths[1]!.getAttribute('stroke-dasharray')).toBeTruthy();
  });

  it('puts the highest value at the top of the scale', () => {
    const body = render([[0, 10], [0, 0]]);
    const ys = [...body.querySelectorAll('svg path')[0]!.getAttribute('d')!.matchAll(/,([\d.]+)/g)].map((m) => Number(m[1]));
    expect(ys[1]).toBeLessThan(ys[0]!);
    expect([...body.querySelectorAll('svg text')].map((t) => t.textContent)).toContain('10');
  });

  it('has the same numbers in a table beside it', () => {
    const rows = [...render([[4, 5], [2, 3]]).querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['dag 1', '4', '2'],
      ['dag 2', '5', '3'],
    ]);
  });

  it('shows a single day as points', () => {
    expect(render([[3], [1]]).querySelectorAll('svg circle')).toHaveLength(2);
  });
});
