// A dependency-free SVG bar chart: one panel per group of metrics, each with its own scale; a bar
// is the median of the per-run medians, and a whisker spans their min..max.

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

const WIDTH = 820;
const LABEL_W = 300;
const BAR_W = 380;
const ROW = 26;
const TITLE = 30;
const PAD = 16;

const esc = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export const fmt = (v: number): string =>
  !Number.isFinite(v)
    ? "n/a"
    : v === 0
      ? "0"
      : v >= 100
        ? v.toFixed(0)
        : v >= 10
          ? v.toFixed(1)
          : v >= 1
            ? v.toFixed(2)
            : v.toFixed(3);

/** A scale maximum that leaves room for the whiskers: 1, 2 or 5 times a power of ten. */
function niceMax(v: number): number {
  if (!(v > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 2, 5, 10]) if (m * p >= v) return m * p;
  return 10 * p;
}

function panel(p: Panel, top: number): { svg: string; height: number } {
  const scaleMax = niceMax(Math.max(...p.bars.map((b) => b.max), ...(p.markers ?? []).map((m) => m.value)) * 1.05);
  const x = (v: number): number => LABEL_W + (Math.max(0, v) / scaleMax) * BAR_W;
  const out: string[] = [`<text x="${PAD}" y="${top + 20}" class="title">${esc(p.title)}</text>`];
  const axisY = top + TITLE + p.bars.length * ROW;
  p.bars.forEach((b, i) => {
    const y = top + TITLE + i * ROW;
    const mid = y + ROW / 2 - 2;
    out.push(
      `<text x="${LABEL_W - 8}" y="${mid + 4}" text-anchor="end">${esc(b.label)}</text>`,
      `<rect x="${LABEL_W}" y="${y + 3}" width="${(x(b.median) - LABEL_W).toFixed(1)}" height="${ROW - 10}" class="${b.baseline ? "base" : "bar"}"><title>${esc(`${b.label}: median ${fmt(b.median)} ${b.unit}, runs ${fmt(b.min)}..${fmt(b.max)}`)}</title></rect>`,
      `<line x1="${x(b.min).toFixed(1)}" x2="${x(b.max).toFixed(1)}" y1="${mid}" y2="${mid}" class="whisker"/>`,
      `<line x1="${x(b.min).toFixed(1)}" x2="${x(b.min).toFixed(1)}" y1="${mid - 5}" y2="${mid + 5}" class="whisker"/>`,
      `<line x1="${x(b.max).toFixed(1)}" x2="${x(b.max).toFixed(1)}" y1="${mid - 5}" y2="${mid + 5}" class="whisker"/>`,
      `<text x="${(x(b.max) + 6).toFixed(1)}" y="${mid + 4}" class="value">${esc(`${fmt(b.median)} ${b.unit}`)}</text>`,
    );
  });
  // Labels go under the tick labels, alternating left and right of their line so that two close
  // markers stay readable.
  (p.markers ?? []).forEach((m, i) => {
    const mx = x(m.value);
    const [lx, anchor] = i % 2 === 0 ? [mx - 3, "end"] : [mx + 3, "start"];
    out.push(
      `<line x1="${mx.toFixed(1)}" x2="${mx.toFixed(1)}" y1="${top + TITLE}" y2="${axisY + 20}" class="marker"/>`,
      `<text x="${lx.toFixed(1)}" y="${axisY + 29}" text-anchor="${anchor}" class="marker-label">${esc(m.label)}</text>`,
    );
  });
  out.push(`<line x1="${LABEL_W}" x2="${LABEL_W + BAR_W}" y1="${axisY}" y2="${axisY}" class="axis"/>`);
  for (const f of [0, 0.5, 1]) {
    const ax = LABEL_W + f * BAR_W;
    out.push(
      `<line x1="${ax}" x2="${ax}" y1="${axisY}" y2="${axisY + 4}" class="axis"/>`,
      `<text x="${ax}" y="${axisY + 16}" text-anchor="middle" class="tick">${fmt(f * scaleMax)}</text>`,
    );
  }
  return { svg: out.join("\n"), height: TITLE + p.bars.length * ROW + 28 + (p.markers?.length ? 12 : 0) };
}

export function chart(title: string, subtitle: string, panels: readonly Panel[]): string {
  const parts: string[] = [];
  let top = 52;
  for (const p of panels) {
    const r = panel(p, top);
    parts.push(r.svg);
    top += r.height;
  }
  const height = top + PAD;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="sans-serif" font-size="12">
<style>
  .title { font-weight: bold; font-size: 13px; }
  .bar { fill: #4f81bd; }
  .base { fill: #9aa5b1; }
  .whisker { stroke: #222; stroke-width: 1.2; }
  .axis { stroke: #888; }
  .marker { stroke: #c0392b; stroke-dasharray: 4 3; }
  .marker-label { fill: #c0392b; font-size: 10px; }
  .tick, .value, .sub { fill: #444; font-size: 11px; }
</style>
<rect width="100%" height="100%" fill="#fff"/>
<text x="${PAD}" y="22" font-size="15" font-weight="bold">${esc(title)}</text>
<text x="${PAD}" y="40" class="sub">${esc(subtitle)}</text>
${parts.join("\n")}
</svg>
`;
}
