import { describe, expect, it } from 'vitest';
import { heatCellColours } from './heat-colour.ts';
import type { HeatCanvas, HeatGridImage } from './heat-grid-png.ts';
import { heatGridCellBox, paintHeatGrid } from './heat-grid-png.ts';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
  fill: unknown;
}
interface Text {
  text: string;
  x: number;
  y: number;
  fill: unknown;
}

/** A canvas that keeps what was painted, each with the fill it was painted in; text 7 px wide per character. */
class RecordingCanvas implements HeatCanvas {
  fillStyle: string | CanvasGradient | CanvasPattern = '#000000';
  font = '';
  textAlign: CanvasTextAlign = 'start';
  textBaseline: CanvasTextBaseline = 'alphabetic';
  rects: Rect[] = [];
  texts: Text[] = [];
  scale(): void {}
  fillRect(x: number, y: number, width: number, height: number): void {
    this.rects.push({ x, y, width, height, fill: this.fillStyle });
  }
  fillText(text: string, x: number, y: number): void {
    this.texts.push({ text, x, y, fill: this.fillStyle });
  }
  measureText(text: string): { width: number } {
    return { width: text.length * 7 };
  }
  createLinearGradient(): CanvasGradient {
    return { addColorStop: () => undefined };
  }
}

const EMPTY = { background: 'rgba(0, 0, 0, 0.12)', text: 'rgba(0, 0, 0, 0.38)' };

// Two years of three months: 2020 had no position in February (null, as monthlyGrid leaves it), 2021 no bar in March.
const IMAGE: HeatGridImage = {
  title: 'SPX: monthly returns of the strategy in percent',
  cornerLabel: 'Year',
  rowLabels: ['2020', '2021'],
  columnLabels: ['Jan', 'Feb', 'Mar'],
  values: [
    [2, null, -1],
    [-4, 0.5, null],
  ],
  format: (v) => `${v > 0 ? '+' : ''}${v.toFixed(1)}%`,
  paper: '#ffffff',
  text: '#222222',
  font: 'sans-serif',
  empty: EMPTY,
  note: 'A month with no position open at any time (or no bar) reads “–”.',
};

function paint(image: HeatGridImage): RecordingCanvas {
  const c = new RecordingCanvas();
  paintHeatGrid(c, image);
  return c;
}

/** What was painted inside cell (row, column): its fills and its text. */
function cell(c: RecordingCanvas, row: number, column: number) {
  const box = heatGridCellBox(row, column);
  const inside = (x: number, y: number) => x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height;
  return {
    rects: c.rects.filter((r) => inside(r.x, r.y) && r.width < box.width + 1),
    texts: c.texts.filter((t) => inside(t.x, t.y)),
  };
}

describe('the heat grid’s image', () => {
  it('paints a cell without a value as the page does: the empty cell’s grey and a "–" in its colour', () => {
    const c = paint(IMAGE);
    for (const [row, column] of [
      [0, 1],
      [1, 2],
    ]) {
      const { rects, texts } = cell(c, row, column);
      const box = heatGridCellBox(row, column);
      // One pixel inside the cell on each side, as the coloured cells are.
      expect(rects).toEqual([{ x: box.x + 1, y: box.y + 1, width: 58, height: 24, fill: EMPTY.background }]);
      expect(texts).toEqual([{ text: '–', x: box.x + 30, y: box.y + 13, fill: EMPTY.text }]);
    }
  });

  it('paints a cell with a value in the heat scale’s colours, with its figure', () => {
    const c = paint(IMAGE);
    // The scale's limit is the largest |value|, 4: -4 is the full red, 2 half way to blue.
    const { rects, texts } = cell(c, 1, 0);
    expect(rects.map((r) => r.fill)).toEqual([heatCellColours(-4, 4)!.background]);
    expect(texts.map((t) => [t.text, t.fill])).toEqual([['-4.0%', heatCellColours(-4, 4)!.text]]);
    expect(cell(c, 0, 0).texts.map((t) => t.text)).toEqual(['+2.0%']);
  });

  it('writes the note under the legend, inside the image', () => {
    const c = paint(IMAGE);
    const note = c.texts.find((t) => t.text === IMAGE.note)!;
    const page = c.rects[0];
    // Under the last row of cells and its legend (40 px), and above the image's bottom edge.
    expect(note.y).toBeGreaterThan(heatGridCellBox(1, 0).y + 26 + 40);
    expect(note.y).toBeLessThan(page.y + page.height);
  });

  it('leaves an empty cell the page’s colour when no empty colours are given', () => {
    const c = paint({ ...IMAGE, empty: undefined, note: undefined });
    const { rects, texts } = cell(c, 0, 1);
    expect(rects).toEqual([]);
    expect(texts).toEqual([
      { text: '–', x: heatGridCellBox(0, 1).x + 30, y: heatGridCellBox(0, 1).y + 13, fill: '#222222' },
    ]);
  });
});
