import type { HeatCellColours } from './heat-colour.ts';
import { heatCellColours, heatStops, symmetricLimit } from './heat-colour.ts';
import type { HeatScale } from './heat-legend-labels.ts';
import { heatLegendLabels } from './heat-legend-labels.ts';
import { NOT_AVAILABLE } from '../table/format.ts';

export interface HeatGridImage {
  title: string;
  cornerLabel?: string;
  rowLabels: readonly string[];
  columnLabels: readonly string[];
  values: readonly (readonly (number | null)[])[];
  format: (value: number) => string;
  /** By default centred on 0 and fitted to the largest |value|. */
  scale?: HeatScale;
  /** The page colour the grid is drawn on, and the labels' colour. */
  paper: string;
  text: string;
  font: string;
  /**
   * A cell without a value as the page shows it: its background and the colour of its "–". Without it the cell is
   * left the page's colour with a "–" in the labels' colour.
   */
  empty?: HeatCellColours;
  /** One short line under the legend saying what the image alone would not, e.g. what "–" means. */
  note?: string;
}

/** What a canvas must do to draw a heat grid: the part of CanvasRenderingContext2D it uses. */
export interface HeatCanvas {
  fillStyle: string | CanvasGradient | CanvasPattern;
  font: string;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
  scale(x: number, y: number): void;
  fillRect(x: number, y: number, width: number, height: number): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number };
  createLinearGradient(x0: number, y0: number, x1: number, y1: number): CanvasGradient;
}

const HEAT_PNG = {
  cellWidth: 60,
  cellHeight: 26,
  labelWidth: 64,
  titleHeight: 30,
  headHeight: 22,
  legendHeight: 40,
  noteHeight: 18,
  legendWidth: 240,
  pad: 8,
  scale: 2,
} as const;

const { cellWidth: CELL_W, cellHeight: CELL_H, labelWidth: LABEL_W, titleHeight: TITLE_H } = HEAT_PNG;
const { headHeight: HEAD_H, legendHeight: LEGEND_H, legendWidth: LEGEND_W, pad: PAD, scale: SCALE } = HEAT_PNG;
const { noteHeight: NOTE_H } = HEAT_PNG;

/** Where cell (row, column) of a heat grid's image sits, in CSS pixels: its top-left corner and size. */
export function heatGridCellBox(row: number, column: number): { x: number; y: number; width: number; height: number } {
  return {
    x: PAD + LABEL_W + column * CELL_W,
    y: PAD + TITLE_H + HEAD_H + row * CELL_H,
    width: CELL_W,
    height: CELL_H,
  };
}

/** The size in CSS pixels of a heat grid's image (before the export scale). */
export function heatGridImageSize(rows: number, columns: number, note = false): { width: number; height: number } {
  return {
    width: PAD * 2 + Math.max(LABEL_W + columns * CELL_W, LEGEND_W),
    height: PAD * 2 + TITLE_H + HEAD_H + rows * CELL_H + LEGEND_H + (note ? NOTE_H : 0),
  };
}

/**
 * The title in a font small enough to fit the image's width (14 px down to 10 px), cut short with an ellipsis when
 * even that is too wide: the image is as wide as its grid, and a small grid's title can be long.
 */
function fitTitle(c: HeatCanvas, title: string, room: number, font: string): string {
  for (let size = 14; size >= 10; size--) {
    c.font = `600 ${size}px ${font}`;
    if (c.measureText(title).width <= room) return title;
  }
  let cut = title;
  while (cut.length > 1 && c.measureText(`${cut}…`).width > room) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** The legend under the grid: the colour bar, and the figures at its ends and middle under it. */
function drawLegend(c: HeatCanvas, top: number, labels: readonly string[], text: string, font: string) {
  const gradient = c.createLinearGradient(PAD, 0, PAD + LEGEND_W, 0);
  const stops = heatStops();
  stops.forEach((colour, i) => gradient.addColorStop(i / (stops.length - 1), colour));
  c.fillStyle = gradient;
  c.fillRect(PAD, top + 8, LEGEND_W, 12);
  c.fillStyle = text;
  c.font = `11px ${font}`;
  c.textBaseline = 'top';
  const aligns = ['left', 'center', 'right'] as const;
  labels.forEach((label, i) => {
    c.textAlign = aligns[i];
    c.fillText(label, PAD + (LEGEND_W * i) / 2, top + 23);
  });
  c.textBaseline = 'middle';
}

/**
 * A heat grid (as HeatGrid shows it) drawn on a canvas for a PNG: title, headers, cells in the heat scale's colours
 * with their values, and the scale's legend under them.
 */
export function drawHeatGrid(image: HeatGridImage): HTMLCanvasElement {
  const { width, height } = heatGridImageSize(image.rowLabels.length, image.columnLabels.length, !!image.note);
  const canvas = document.createElement('canvas');
  canvas.width = width * SCALE;
  canvas.height = height * SCALE;
  const c = canvas.getContext('2d');
  if (!c) throw new Error('This browser cannot draw on a canvas.');
  c.scale(SCALE, SCALE);
  paintHeatGrid(c, image);
  return canvas;
}

/** The drawing of drawHeatGrid on any canvas, in CSS pixels (the caller scales). */
export function paintHeatGrid(c: HeatCanvas, image: HeatGridImage): void {
  const { rowLabels, columnLabels, values, paper, text, font, empty, note } = image;
  const scale = image.scale ?? { limit: symmetricLimit(values.flat()) };
  const centre = scale.centre ?? 0;
  const { width, height } = heatGridImageSize(rowLabels.length, columnLabels.length, !!note);
  c.fillStyle = paper;
  c.fillRect(0, 0, width, height);
  c.textBaseline = 'middle';
  c.fillStyle = text;
  c.fillText(fitTitle(c, image.title, width - PAD * 2, font), PAD, PAD + TITLE_H / 2);
  c.font = `11px ${font}`;
  c.textAlign = 'center';
  const top = PAD + TITLE_H;
  if (image.cornerLabel) c.fillText(image.cornerLabel, PAD + LABEL_W / 2, top + HEAD_H / 2);
  columnLabels.forEach((label, j) => c.fillText(label, PAD + LABEL_W + j * CELL_W + CELL_W / 2, top + HEAD_H / 2));
  rowLabels.forEach((label, i) => {
    c.fillStyle = text;
    c.font = `12px ${font}`;
    c.fillText(label, PAD + LABEL_W / 2, heatGridCellBox(i, 0).y + CELL_H / 2);
    c.font = `11px ${font}`;
    columnLabels.forEach((_, j) => {
      const v = values[i]?.[j] ?? null;
      const { x, y } = heatGridCellBox(i, j);
      // The page's cell: the scale's colours for a value, the empty cell's grey and a "–" without one.
      const colours = v === null ? (empty ?? null) : heatCellColours(v - centre, scale.limit);
      if (colours) {
        c.fillStyle = colours.background;
        c.fillRect(x + 1, y + 1, CELL_W - 2, CELL_H - 2);
      }
      c.fillStyle = colours?.text ?? text;
      c.fillText(v === null ? NOT_AVAILABLE : image.format(v), x + CELL_W / 2, y + CELL_H / 2);
    });
  });
  const legendTop = top + HEAD_H + rowLabels.length * CELL_H;
  drawLegend(c, legendTop, heatLegendLabels(scale, image.format), text, font);
  if (note) {
    c.fillStyle = text;
    c.font = `11px ${font}`;
    c.textAlign = 'left';
    c.fillText(note, PAD, legendTop + LEGEND_H + NOTE_H / 2);
  }
}
