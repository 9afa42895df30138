/**
 * One part of a machine's chart, drawn by Mermaid from the text docs/statecharts has. Its states
 * are buttons (click, Enter or Space): choosing one selects it in the states table. The states the
 * walk is in, and the one selected, are marked on the drawing.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { partStubId, stateIds, type PartChart } from '../../scripts/statechart/mermaid';
import { PartView, type Part } from '../../scripts/statechart/parts';
import type { StepOrder } from '../../scripts/statechart/moves';
import { renderChart } from './mermaid-charts';

/** What a box of the drawing stands for: a state, or another part of the chart. */
export type ChartTarget = { kind: 'state'; node: AnyStateNode } | { kind: 'part'; part: Part };

interface ChartProps {
  /** Unique in the page: the SVG's id and its elements' prefix. */
  id: string;
  machine: AnyStateMachine;
  parts: readonly Part[];
  part: Part;
  orders: readonly StepOrder[];
  chart: PartChart;
  current: readonly AnyStateNode[];
  selected: AnyStateNode | null;
  onChoose(target: ChartTarget): void;
}

/**
 * The drawing's boxes by Mermaid state id: Mermaid names a state's group `<svg id>-state-<state id>-<n>`
 * (the SVG's id is letters, digits and hyphens: no pattern characters).
 */
function boxesOf(svg: Element, svgId: string): Map<string, SVGGElement> {
  const name = new RegExp(`^${svgId}-state-(.+)-\\d+$`);
  const boxes = new Map<string, SVGGElement>();
  for (const box of svg.querySelectorAll<SVGGElement>('g.node[id], g.statediagram-cluster[id]')) {
    const id = name.exec(box.id)?.[1];
    if (id) boxes.set(id, box);
  }
  return boxes;
}

export function Chart({ id, machine, parts, part, orders, chart, current, selected, onChoose }: ChartProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<'drawing' | 'drawn' | 'failed'>('drawing');
  // A large part drawn to fit the column shows its shape; at its own size its words read best.
  const [fitted, setFitted] = useState(true);
  const view = useMemo(() => new PartView(machine, parts, part, orders), [machine, parts, part, orders]);
  const ids = useMemo(() => stateIds(machine), [machine]);
  /** Mermaid id → what its box stands for. */
  const targets = useMemo(() => {
    const map = new Map<string, ChartTarget>();
    for (const [node, mermaidId] of ids) if (view.mode(node)) map.set(mermaidId, { kind: 'state', node });
    for (const other of parts) if (other !== part) map.set(partStubId(parts, other), { kind: 'part', part: other });
    return map;
  }, [ids, parts, part, view]);
  const choose = useRef(onChoose);
  useEffect(() => {
    choose.current = onChoose;
  }, [onChoose]);

  useEffect(() => {
    let cancelled = false;
    renderChart(id, chart.mermaid).then(
      (svg) => {
        const element = holder.current;
        if (cancelled || !element) return;
        element.innerHTML = svg;
        const boxes = boxesOf(element, id);
        for (const mermaidId of targets.keys()) {
          const box = boxes.get(mermaidId);
          if (!box) continue;
          box.dataset.target = mermaidId;
          box.classList.add('chart-target');
          // The button is named by what it shows; a composite state's box holds its inner states, so its title is the button.
          const button = box.classList.contains('statediagram-cluster') ? box.querySelector('.cluster-label') : box;
          button?.setAttribute('tabindex', '0');
          button?.setAttribute('role', 'button');
        }
        setDrawn('drawn');
      },
      () => !cancelled && setDrawn('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, [id, chart.mermaid, targets]);

  // Marks follow the walk and the selection: the innermost drawn box of each state.
  useEffect(() => {
    const element = holder.current;
    if (!element || drawn !== 'drawn') return;
    const markOf = (node: AnyStateNode) => {
      const visible = view.visible(node);
      const owner = view.owner(node);
      return visible ? (ids.get(visible) ?? null) : owner ? partStubId(parts, owner) : null;
    };
    const marks = new Map<string, string[]>();
    const add = (mermaidId: string | null, mark: string) => mermaidId && marks.set(mermaidId, [...(marks.get(mermaidId) ?? []), mark]);
    for (const node of current) add(markOf(node), 'is-current');
    if (selected) add(markOf(selected), 'is-selected');
    for (const box of element.querySelectorAll<SVGGElement>('.chart-target')) {
      const own = marks.get(box.dataset.target ?? '') ?? [];
      box.classList.toggle('is-current', own.includes('is-current'));
      box.classList.toggle('is-selected', own.includes('is-selected'));
    }
    // The walk's state in view inside the drawing (the page itself stays where it is).
    const scroller = element.parentElement;
    const now = element.querySelector('.node.is-current');
    if (scroller && now) {
      const [box, frame] = [now.getBoundingClientRect(), scroller.getBoundingClientRect()];
      scroller.scrollBy({ left: box.left + box.width / 2 - (frame.left + frame.width / 2), top: box.top + box.height / 2 - (frame.top + frame.height / 2) });
    }
  }, [drawn, current, selected, view, ids, parts, fitted]);

  const onActivate = (event: MouseEvent | KeyboardEvent) => {
    if ('key' in event && event.key !== 'Enter' && event.key !== ' ') return;
    const box = (event.target as Element).closest<SVGGElement>('.chart-target');
    const target = box && targets.get(box.dataset.target ?? '');
    if (!target) return;
    event.preventDefault();
    choose.current(target);
  };

  return (
    <>
      <div className="chart-tools">
        <button type="button" aria-pressed={!fitted} onClick={() => setFitted(!fitted)}>Actual size</button>
      </div>
      <div className="chart-scroll" role="region" aria-label={`Drawing${part.name ? ` of part ${part.name}` : ' of the chart'}`} tabIndex={0}>
        {drawn === 'drawing' && <p className="muted">Drawing the chart…</p>}
        {drawn === 'failed' && <p role="alert">The chart could not be drawn. Its text is in docs/statecharts.</p>}
        {/* The drawing's boxes are the buttons (set up once it is drawn); this only hands their presses on. */}
        <div ref={holder} className={fitted ? 'chart fitted' : 'chart'} onClick={onActivate} onKeyDown={onActivate} />
      </div>
    </>
  );
}
