// The benchmark's chart (bench/results/latency.svg), drawn by Vega-Lite: one panel per group of
// metrics, each with its own scale; a bar is the median of the per-run medians, a whisker spans
// their min..max, and dashed rules mark the targets.
import { parse, View } from "vega";
import type { TopLevelSpec } from "vega-lite";
import { compile } from "vega-lite";
import { fmt } from "./format.js";

interface Bar {
  readonly label: string;
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly unit: string;
  /** Drawn in the baseline colour (the raw SDK). */
  readonly baseline?: boolean;
}

export interface Panel {
  readonly title: string;
  readonly bars: readonly Bar[];
  /** Dashed vertical lines, for targets. */
  readonly markers?: readonly { readonly value: number; readonly label: string }[];
}

const BAR_COLOUR = "#4f81bd";
const BASE_COLOUR = "#9aa5b1";
const MARKER_COLOUR = "#c0392b";

function panelSpec(p: Panel): Record<string, unknown> {
  const rows = p.bars.map((b) => ({
    label: b.label,
    median: b.median,
    min: b.min,
    max: b.max,
    value: `${fmt(b.median)} ${b.unit}`,
    colour: b.baseline === true ? BASE_COLOUR : BAR_COLOUR,
  }));
  const y = { field: "label", type: "nominal", sort: null, title: null, axis: { labelLimit: 290 } };
  const x = { field: "median", type: "quantitative", title: null };
  const layers: Record<string, unknown>[] = [
    {
      mark: { type: "bar", height: 16 },
      encoding: {
        y,
        x,
        color: { field: "colour", type: "nominal", scale: null },
        tooltip: [
          { field: "label", title: "metric" },
          { field: "value", title: "median" },
        ],
      },
    },
    {
      mark: { type: "rule", color: "#222" },
      encoding: { y, x: { field: "min", type: "quantitative" }, x2: { field: "max" } },
    },
    {
      mark: { type: "text", align: "left", dx: 6, fontSize: 11, color: "#444" },
      encoding: { y, x: { field: "max", type: "quantitative" }, text: { field: "value" } },
    },
  ];
  if (p.markers !== undefined && p.markers.length > 0) {
    // Labels above the bars, alternating left and right of their rule so that two close targets
    // stay readable.
    const marks = p.markers.map((m, i) => ({ at: m.value, label: m.label, side: i % 2 }));
    const label = (side: number, align: string, dx: number): Record<string, unknown> => ({
      transform: [{ filter: `datum.side === ${side}` }],
      mark: { type: "text", color: MARKER_COLOUR, fontSize: 10, align, dx, baseline: "bottom", y: -2 },
      encoding: { x: { field: "at", type: "quantitative" }, text: { field: "label" } },
    });
    layers.push({
      data: { values: marks },
      layer: [
        {
          mark: { type: "rule", color: MARKER_COLOUR, strokeDash: [4, 3] },
          encoding: { x: { field: "at", type: "quantitative" } },
        },
        label(0, "right", -3),
        label(1, "left", 3),
      ],
    });
  }
  return { title: { text: p.title, anchor: "start", offset: 14 }, width: 380, data: { values: rows }, layer: layers };
}

/** The whole chart as an SVG document. */
export async function chart(title: string, subtitle: string, panels: readonly Panel[]): Promise<string> {
  const spec = {
    title: { text: title, subtitle, anchor: "start" },
    background: "#fff",
    config: { font: "sans-serif", view: { stroke: null } },
    vconcat: panels.map(panelSpec),
  } as unknown as TopLevelSpec;
  const view = new View(parse(compile(spec).spec), { renderer: "none" });
  const svg = await view.toSVG();
  view.finalize();
  return `${svg}\n`;
}
