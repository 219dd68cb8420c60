/** The screens name a dropped file's symbol as the worker does (they ask the client, not the CSV readers). */
export { symbolFromFileName } from '../csv/symbol-name.ts';
