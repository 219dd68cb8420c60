import { heatCellColours, symmetricLimit } from './heat-colour.ts';

export interface HeatGridImage {
  title: string;
  cornerLabel?: string;
  rowLabels: readonly string[];
  columnLabels: readonly string[];
  values: readonly (readonly (number | null)[])[];
  format: (value: number) => string;
  limit?: number;
  /** The page colour (#rrggbb or rgb()) the cells are laid over, and the labels' colour. */
  paper: string;
  text: string;
  font: string;
}

const CELL_W = 60;
const CELL_H = 26;
const LABEL_W = 64;
const TITLE_H = 30;
const HEAD_H = 22;
const PAD = 8;
const SCALE = 2;

/** A heat grid (as HeatGrid shows it) drawn on a canvas for a PNG: title, headers, coloured cells with their values. */
export function drawHeatGrid(image: HeatGridImage): HTMLCanvasElement {
  const { rowLabels, columnLabels, values, paper, text, font } = image;
  const limit = image.limit ?? symmetricLimit(values.flat());
  const width = PAD * 2 + LABEL_W + columnLabels.length * CELL_W;
  const height = PAD * 2 + TITLE_H + HEAD_H + rowLabels.length * CELL_H;
  const canvas = document.createElement('canvas');
  canvas.width = width * SCALE;
  canvas.height = height * SCALE;
  const c = canvas.getContext('2d');
  if (!c) throw new Error('This browser cannot draw on a canvas.');
  c.scale(SCALE, SCALE);
  c.fillStyle = paper;
  c.fillRect(0, 0, width, height);
  c.textBaseline = 'middle';
  c.fillStyle = text;
  c.font = `600 14px ${font}`;
  c.fillText(image.title, PAD, PAD + TITLE_H / 2);
  c.font = `11px ${font}`;
  c.textAlign = 'center';
  const top = PAD + TITLE_H;
  if (image.cornerLabel) c.fillText(image.cornerLabel, PAD + LABEL_W / 2, top + HEAD_H / 2);
  columnLabels.forEach((label, j) => c.fillText(label, PAD + LABEL_W + j * CELL_W + CELL_W / 2, top + HEAD_H / 2));
  rowLabels.forEach((label, i) => {
    const y = top + HEAD_H + i * CELL_H;
    c.fillStyle = text;
    c.font = `12px ${font}`;
    c.fillText(label, PAD + LABEL_W / 2, y + CELL_H / 2);
    c.font = `11px ${font}`;
    columnLabels.forEach((_, j) => {
      const v = values[i]?.[j] ?? null;
      const x = PAD + LABEL_W + j * CELL_W;
      const colours = v === null ? null : heatCellColours(v, limit, paper);
      if (colours) {
        c.fillStyle = colours.background;
        c.fillRect(x + 1, y + 1, CELL_W - 2, CELL_H - 2);
      }
      c.fillStyle = colours?.text ?? text;
      c.fillText(v === null ? '–' : image.format(v), x + CELL_W / 2, y + CELL_H / 2);
    });
  });
  return canvas;
}
