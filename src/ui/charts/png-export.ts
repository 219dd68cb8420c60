import { downloadBlob } from '../download/download-blob.ts';
import type { ChartFile } from './png-file-name.ts';
import { chartFileName } from './png-file-name.ts';

/** Saving what a chart shows as a PNG file, from a canvas (lightweight-charts) or an SVG (recharts). */

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The browser could not encode the PNG.'))),
      'image/png',
    ),
  );
}

export interface PngLegendItem {
  name: string;
  colour: string;
}

/** Height in px of the legend line drawn under an SVG chart's image. */
const LEGEND_PX = 24;

/** The legend as one line of swatches and names at the bottom of the image (the chart's own legend is HTML). */
function drawLegend(
  context: CanvasRenderingContext2D,
  items: readonly PngLegendItem[],
  top: number,
  font: string,
  text: string,
) {
  context.font = `12px ${font}`;
  context.textBaseline = 'middle';
  let x = 8;
  for (const item of items) {
    context.fillStyle = item.colour;
    context.fillRect(x, top + LEGEND_PX / 2 - 5, 14, 10);
    context.fillStyle = text;
    context.fillText(item.name, x + 20, top + LEGEND_PX / 2);
    x += 20 + context.measureText(item.name).width + 16;
  }
}

interface SvgImageOptions {
  background: string;
  /** Series names with their colours, drawn under the chart. */
  legend?: readonly PngLegendItem[];
  /** Colour of the legend's text. */
  text?: string;
  scale?: number;
}

/**
 * The SVG drawn onto a canvas at `scale` times its size, over `background` (an SVG has none of its own, and a
 * transparent PNG reads badly in most viewers), with the legend under it. Text takes the page's font, which an SVG
 * turned image cannot see.
 */
function svgToCanvas(svg: SVGSVGElement, options: SvgImageOptions): Promise<HTMLCanvasElement> {
  const { background, legend = [], text = '#000000', scale = 2 } = options;
  const { width, height } = svg.getBoundingClientRect();
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  const font = getComputedStyle(svg).fontFamily;
  copy.style.fontFamily = font;
  const legendHeight = legend.length ? LEGEND_PX : 0;
  const source = new XMLSerializer().serializeToString(copy);
  const image = new Image();
  return new Promise((resolve, reject) => {
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(width * scale));
      canvas.height = Math.max(1, Math.round((height + legendHeight) * scale));
      const context = canvas.getContext('2d');
      if (!context) return reject(new Error('This browser cannot draw on a canvas.'));
      context.fillStyle = background;
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.scale(scale, scale);
      context.drawImage(image, 0, 0, width, height);
      if (legend.length) drawLegend(context, legend, height, font, text);
      resolve(canvas);
    };
    image.onerror = () => reject(new Error('The chart could not be turned into an image.'));
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
  });
}

/** The largest SVG inside `container` (a recharts chart; icons nearby are SVGs too) drawn on a canvas. */
export function svgChartCanvas(container: HTMLElement | null, options: SvgImageOptions): Promise<HTMLCanvasElement> {
  const svgs = container ? [...container.querySelectorAll('svg')] : [];
  const area = (s: SVGSVGElement) => {
    const r = s.getBoundingClientRect();
    return r.width * r.height;
  };
  const svg = svgs.sort((a, b) => area(b) - area(a))[0];
  if (!svg) return Promise.reject(new Error('There is no chart drawn to save.'));
  return svgToCanvas(svg, options);
}

/** What a PNG button saves: the button's words ("Download {name} as PNG") and the parts of the file's name. */
export interface ChartPng extends ChartFile {
  name: string;
}

/** The one way a chart is saved, whatever drew it: its canvas as a PNG named by `chartFileName`. */
export async function saveChartPng(png: ChartFile, canvas: HTMLCanvasElement | Promise<HTMLCanvasElement>) {
  downloadBlob(chartFileName(png), await canvasToPng(await canvas));
}
